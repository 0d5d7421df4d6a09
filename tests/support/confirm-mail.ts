import { testDatabase } from "./fixtures";

/** The latest 'Confirm application' e-mail to `to` (ADR 009) and the single-use token its link carries. */
export async function confirmationFor(to: string) {
  const mail = await testDatabase().connection.prisma.outboxEmail.findFirstOrThrow({
    where: { to, subject: { startsWith: "Confirm application" } },
    orderBy: { createdAt: "desc" },
  });
  const link = mail.text.match(/https?:\/\/\S+\/application\/confirm\?token=\S+/)![0];
  return { mail, token: new URL(link).searchParams.get("token")! };
}
