/** The demo data around each seeded application: documents and a message thread (commissions: seed-settlement.ts). */
import { randomUUID } from "node:crypto";
import type { StorageDriver } from "@/lib/storage/client";
import type { ApplicationStatus, PrismaClient, Role } from "./generated/client";
import { DAY } from "./seed-data/plan";
import { BANK_STATEMENT_MONTHS } from "@/lib/documents/client";

interface Person {
  id: string;
  role: Role;
}

export interface ActivityInput {
  i: number;
  status: ApplicationStatus;
  app: { id: string };
  owner: { user: Person };
  /** The application belongs to one of the demo client logins (they get sample documents). */
  demoClient: boolean;
  businessName: string;
  staff: Person;
  partner: { id: string } | null;
  loanAmount: number;
  createdAt: Date;
  lastAt: Date;
  now: Date;
  storage: StorageDriver;
  sampleFile: Buffer;
}

export async function seedApplicationActivity(prisma: PrismaClient, input: ActivityInput) {
  const { i, status, app, owner, demoClient, businessName, staff, createdAt } = input;
  const { storage, sampleFile } = input;
  // After the application came in, and before now (a file submitted an hour ago has its first messages).
  const after = (ms: number, k: number) =>
    new Date(Math.min(createdAt.getTime() + ms, input.now.getTime() - (10 - k) * 60_000));
  const counts = { documents: 0, messages: 0, commissions: 0 };
  if (status !== "draft" && demoClient && i % 2 === 0) {
    for (const [fileName, documentType, docStatus] of [
      ["bank-statements-3-months.pdf", "bank_statement", "approved"],
      ["drivers-licence.pdf", "identification", "pending"],
    ] as const) {
      const storageKey = `documents/${randomUUID()}`;
      await storage.put(storageKey, sampleFile, "application/pdf");
      await prisma.document.create({
        data: {
          applicationId: app.id,
          ownerId: owner.user.id,
          fileName,
          documentType,
          status: docStatus,
          sizeBytes: sampleFile.length,
          contentType: "application/pdf",
          storageDriver: storage.name,
          storageKey,
          createdAt: after(DAY / 2, 0),
        },
      });
      counts.documents++;
    }
  }

  if (status !== "draft" && i % 2 === 0) {
    const thread = [
      { sender: owner.user, content: `Hi, I've submitted the application for ${businessName}. What happens next?` },
      {
        sender: staff,
        content: `Thanks for applying! We're reviewing your details and will match you with lenders shortly. Please upload your last ${BANK_STATEMENT_MONTHS} months of bank statements.`,
      },
      { sender: owner.user, content: "Uploaded them just now. Thanks!" },
    ];
    for (let k = 0; k < thread.length; k++) {
      const m = thread[k]!;
      await prisma.message.create({
        data: {
          applicationId: app.id,
          senderId: m.sender.id,
          senderRole: m.sender.role,
          content: m.content,
          createdAt: after((k + 1) * 3_600_000, k + 1),
        },
      });
      counts.messages++;
    }
  }

  return counts;
}
