/** The demo data outside applications: partners' leads, partner applications and an inquiry. */
import type { PrismaClient } from "./generated/client";

/** Seeds them; answers how many leads were created. */
export async function seedLeadsAndInquiries(
  prisma: PrismaClient,
  users: { partner: { id: string }; partner2: { id: string } },
) {
  const leadPlan = [
    {
      partner: users.partner,
      contactName: "Grace Lee",
      businessName: "Lee's Noodle House",
      loanAmount: 80_000,
      email: "grace@leesnoodles.example",
      status: "new" as const,
    },
    {
      partner: users.partner,
      contactName: "Daniel Scott",
      businessName: "Scott Carpentry",
      loanAmount: 150_000,
      email: "dan@scottcarpentry.example",
      status: "contacted" as const,
    },
    {
      partner: users.partner,
      contactName: "Mia Turner",
      businessName: "Turner Physio",
      loanAmount: 60_000,
      email: "mia@turnerphysio.example",
      status: "lost" as const,
    },
    {
      partner: users.partner2,
      contactName: "Ethan Hall",
      businessName: "Hall Transport",
      loanAmount: 250_000,
      email: "ethan@halltransport.example",
      status: "new" as const,
    },
    {
      partner: users.partner2,
      contactName: "Zoe Adams",
      businessName: "Adams Florist",
      loanAmount: 40_000,
      email: "zoe@adamsflorist.example",
      status: "contacted" as const,
    },
  ];
  for (const { partner, ...lead } of leadPlan)
    await prisma.lead.create({ data: { ...lead, partnerId: partner.id, phone: "0400 555 123" } });
  const converted = await prisma.application.findFirst({
    where: { partnerId: users.partner.id },
    orderBy: { createdAt: "desc" },
  });
  if (converted) {
    await prisma.lead.create({
      data: {
        partnerId: users.partner.id,
        contactName: `${converted.contactFirstName} ${converted.contactLastName}`,
        businessName: converted.businessName,
        loanAmount: converted.loanAmount,
        email: converted.contactEmail,
        status: "converted",
        applicationId: converted.id,
      },
    });
  }

  await prisma.partnerApplication.createMany({
    data: [
      {
        source: "partner_program",
        businessName: "Summit Finance Brokers",
        contactName: "Ava Clarke",
        email: "ava@summitbrokers.example",
        phone: "0411 222 333",
        message: "We refer around 10 SME clients a month.",
      },
      {
        source: "mortgage_broker",
        firstName: "Lucas",
        lastName: "Wright",
        email: "lucas@wrightmortgages.example",
        phone: "0422 333 444",
        company: "Wright Mortgages",
        yearlyReferrals: "12",
        experience: "8",
      },
    ],
  });
  await prisma.contactInquiry.create({
    data: {
      name: "Ruby Evans",
      email: "ruby@evansdesign.example",
      subject: "Equipment finance question",
      message: "Can I finance a second-hand CNC machine?",
    },
  });
  return leadPlan.length + (converted ? 1 : 0);
}
