import type { Queryable } from '../../db/client.ts';
import { customerFeatures, writeDefaults } from './service.ts';

/**
 * Default customer permissions of the two demo companies: the main one gives new customers most
 * features, the screening partner only the basics, so the screen shows both states.
 */
const DEMO_DEFAULTS = {
  main: {
    idScanning: true,
    faceMatch: true,
    watchlistScreening: true,
    manualReview: false,
    incomeVerification: false,
    dataExport: true,
  },
  second: {
    idScanning: true,
    faceMatch: false,
    watchlistScreening: true,
    manualReview: true,
    incomeVerification: false,
    dataExport: false,
  },
} as const;

async function seedCompany(db: Queryable, companyId: number, states: Record<string, boolean>) {
  const catalogue = await customerFeatures(db, companyId);
  await writeDefaults(
    db,
    companyId,
    catalogue.map((f) => ({ featureId: f.id, isEnabled: states[f.name] ?? false })),
  );
}

export async function seedDefaultFeatures(db: Queryable, companies: { main: number; second: number }) {
  await seedCompany(db, companies.main, DEMO_DEFAULTS.main);
  await seedCompany(db, companies.second, DEMO_DEFAULTS.second);
}
