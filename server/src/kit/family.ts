import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Tx } from '../db/client.ts';
import type { ProductProject } from '@console/contract/activity';
import type { JobKind } from '../jobs/kind.ts';
import type { ProductCheck, ProductImagesCheck } from '../modules/activity/ingest.ts';
import type { PartnerSystem } from '@console/contract/integrations';
import type { FileStorage } from '../storage/storage.ts';
import type { OutboundPolicy } from './partners/outbound.ts';
import type { FamilyRoutes } from './register.ts';
import type { PartnerSecrets } from './secrets.ts';

/**
 * A family plugs in by folder (DESIGN.md "Families: the kit"): `server/src/modules/<family>/index.ts`
 * exports `family`, and the app and the demo seeder load every folder's. Adding a family touches its
 * own folders and its migration, nothing shared.
 */
export interface ServerFamily {
  /** The folder's name, as the contract's defineFamily() names it. */
  name: string;
  /** Registers the family's routes, in a plugin scope of its own. */
  routes(routes: FamilyRoutes): void | Promise<void>;
  /** The family's kinds of background job (jobs/kind.ts), run by the app's job queue. */
  jobs?: readonly JobKind<object>[];
  /**
   * The family's product's own check of a new request on the product API, and of the images sent
   * after one (activity/ingest.ts).
   */
  productCheck?: { project: ProductProject; check: ProductCheck; images?: ProductImagesCheck };
  /** The family's demo data (docs/demo-data.md), seeded in ascending order after the staff. */
  demo?: { order: number; seed(demo: DemoContext): Promise<void> };
}

/** What a family's demo seeding gets: the transaction, the demo companies, and its own random stream. */
export interface DemoContext {
  tx: Tx;
  companies: { main: number; second: number };
  /**
   * The demo seed. A family draws from a stream of its own (seededRandom(seed + n)), so one
   * family's data never shifts another's.
   */
  seed: number;
  /** Where uploaded files go; absent in benchmarks, which seed no files. */
  storage?: FileStorage;
  /** The hash every demo login shares (DEMO_PASSWORD). */
  passwordHash: string;
  /** The console's partner secrets, to seal what demo connections keep; absent in benchmarks. */
  secrets?: PartnerSecrets;
  /** The demo's partner simulator, when it runs (serve.ts): the integrations connect to it. */
  partners?: DemoPartners;
}

/** Where the demo's integrations find their partners, and the policy that lets the console call them. */
export interface DemoPartners {
  baseUrlOf(system: PartnerSystem): string;
  outbound: OutboundPolicy;
}

const MODULES = path.resolve(import.meta.dirname, '../modules');

/** Every family folder's `family`, by folder name. */
export async function loadFamilies(): Promise<ServerFamily[]> {
  const folders = (await readdir(MODULES, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    folders.map(async (folder) => {
      const module = (await import(pathToFileURL(path.join(MODULES, folder, 'index.ts')).href)) as {
        family?: ServerFamily;
      };
      if (!module.family) throw new Error(`server/src/modules/${folder}/index.ts exports no family`);
      if (module.family.name !== folder) {
        throw new Error(`server/src/modules/${folder} exports the family '${module.family.name}'`);
      }
      return module.family;
    }),
  );
}
