/** Demo accounts (documented in the README). Fictional people; the e-mail domain is reserved. */
export const DEMO_PASSWORD = "BizFund-demo-2026";

export const DEMO_USERS = [
  {
    key: "client",
    role: "client",
    firstName: "Sarah",
    lastName: "Mitchell",
    email: "client@bizfund.example",
    phone: "0412 345 678",
  },
  {
    key: "client2",
    role: "client",
    firstName: "Tom",
    lastName: "Nguyen",
    email: "client2@bizfund.example",
    phone: "0423 456 789",
  },
  {
    key: "partner",
    role: "partner",
    firstName: "Michael",
    lastName: "Chen",
    email: "partner@bizfund.example",
    phone: "0434 567 890",
    referralCode: "MCHEN26",
  },
  {
    key: "partner2",
    role: "partner",
    firstName: "Priya",
    lastName: "Sharma",
    email: "partner2@bizfund.example",
    phone: "0445 678 901",
    referralCode: "PSHARMA26",
  },
  {
    key: "staff",
    role: "staff",
    firstName: "Emma",
    lastName: "Wilson",
    email: "staff@bizfund.example",
    phone: "03 9123 4567",
  },
  {
    key: "admin",
    role: "admin",
    firstName: "James",
    lastName: "Taylor",
    email: "admin@bizfund.example",
    phone: "03 9123 4568",
  },
] as const;

/** Further applicants (no password: they sign in by e-mailed link), so the staff queue looks real. */
export const OTHER_CLIENTS = [
  ["Olivia", "Brown", "Brown & Co Landscaping"],
  ["Liam", "Walker", "Walker Freight Lines"],
  ["Charlotte", "Harris", "Harris Family Dental"],
  ["Noah", "Kelly", "Kelly Precision Engineering"],
  ["Amelia", "Roberts", "Roberts Organic Farms"],
  ["Jack", "Thompson", "Thompson Build Group"],
  ["Isla", "Martin", "Isla's Kitchen & Bar"],
  ["William", "White", "Whitewave Software"],
] as const;

export const BUSINESSES = [
  ["Mitchell's Café Collective", "retail_hospitality"],
  ["Harbour View Bakery", "retail_hospitality"],
  ["Coastal Plumbing Services", "construction"],
  ["Yarra Valley Joinery", "manufacturing"],
  ["Nguyen Logistics", "transport_logistics"],
  ["Southbank Physiotherapy", "healthcare"],
  ["Bright Spark Electrical", "construction"],
  ["Greenfield Produce", "agriculture"],
  ["Pixel Forge Studio", "technology"],
  ["Collins Street Accounting", "professional_services"],
  ["Fitzroy Fashion House", "retail_hospitality"],
  ["Geelong Metal Works", "manufacturing"],
  ["Bayside Aged Care Supplies", "healthcare"],
  ["Outback Haulage Co", "transport_logistics"],
] as const;
