import { notFound } from "next/navigation";
import { ClientWorkspaceView } from "@/components/client/workspace/client-workspace";
import { clientWorkspace } from "@/lib/applications";
import { portalPage } from "../../../portal-page";

export const metadata = { title: "Your application", robots: { index: false } };
export const dynamic = "force-dynamic";

/**
 * The client's deal workspace (issue #36, ADR 078): one application at its own address, its next
 * step first, then its sections. Only its owner sees it; anyone else gets the portal's not-found.
 */
export default portalPage(
  { segment: "client", action: "read:client-dashboard", path: ({ id = "" }) => `/client/applications/${id}` },
  async (user, query, { id = "" }) => {
    const ws = await clientWorkspace(user, id);
    if (!ws) notFound();
    const flash = {
      bank: typeof query.bank === "string" ? query.bank : undefined,
      statement: typeof query.statement === "string" ? query.statement : undefined,
    };
    return <ClientWorkspaceView ws={ws} viewer={{ id: user.id, role: user.role }} flash={flash} />;
  },
);
