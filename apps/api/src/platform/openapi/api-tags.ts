/**
 * The tags of the OpenAPI document: one per module, each operation carrying exactly one (the
 * document's transform refuses a route without). Their order is the order of docs/api.md.
 */
export const API_TAGS = [
  { name: 'platform', description: 'Health, the session check and the dev mailbox' },
  { name: 'registration', description: 'A candidate creates an account' },
  { name: 'authorization', description: 'Sign-in (OAuth 2 password grant), tokens, passwords' },
  { name: 'notices', description: 'The notice board: read by everyone, kept by staff (MC)' },
  { name: 'vacancies', description: 'Advertised vacancies as candidates see them' },
  { name: 'eligibility', description: 'Can I apply? Age, qualification, group, window, profile' },
  { name: 'age limits', description: 'Age limits of a class and service (ALC), the age check' },
  { name: 'applications', description: "A candidate's applications and their timelines" },
  { name: 'payments', description: 'Fees: online providers, bank vouchers, staff payment tools' },
  { name: 'admit cards', description: 'Admit cards (PDF) for candidates and staff' },
  { name: 'dashboard', description: "The candidate's dashboard figures, and the back office's" },
  { name: 'notifications', description: 'The bell: notifications of the signed-in user' },
  { name: 'profile', description: "A candidate's profile, documents and records; locks (LUP)" },
  { name: 'scrutiny', description: 'Scrutiny of applications (SC)' },
  {
    name: 'scrutiny allocation',
    description:
      'Forms handed to scrutiny officers, finalising scrutiny, the allocation reports (SA)',
  },
  {
    name: 'scrutiny reports',
    description:
      'Forms by a trait of the candidate or the advertisement, by gender (SR, RBG); the advertisement report (AR)',
  },
  {
    name: 'staff reports',
    description:
      'Registered candidates, by class, by advertisement number, re-applications (any staff); applications and candidates (SR)',
  },
  { name: 'roll numbers', description: 'Roll numbers of an advertisement (RNG)' },
  {
    name: 'requisitions',
    description: 'Requisitions filed by offices and decided by the commission (RQ)',
  },
  { name: 'distribution', description: 'Vacancy distribution: the formulas of its phases (VDC)' },
  { name: 'advertisements', description: 'Advertisements: create, publish, go live (PA, RNG)' },
  { name: 'access', description: 'Users, roles, modules, blocks and sign-in limits' },
  { name: 'audit', description: 'The audit log' },
  { name: 'master data', description: 'Reference lists: read by forms, kept by staff (MC)' },
] as const;
