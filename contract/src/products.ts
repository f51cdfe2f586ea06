/** The product families (projects) a company's products belong to; route gates name them. */
export const Project = {
  VsOnline: 'VsOnline',
  Screening: 'Screening',
  Faces: 'Faces',
  DVS: 'DVS',
  DvsOnline: 'DvsOnline',
  Onboarding: 'Onboarding',
  Passport: 'Passport',
} as const;
export type Project = (typeof Project)[keyof typeof Project];
