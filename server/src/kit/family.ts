import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Tx } from '../db/client.ts';
import type { ProductProject } from '@console/contract/activity/api';
import type { JobKind } from '../jobs/kind.ts';
import type { ProductCheck, ProductImagesCheck, RequestImagesListener } from '../platform/product-check.ts';
import type { PartnerSystem } from '@console/contract/integrations/api';
import type { FileStorage } from '../storage/storage.ts';
import type { OutboundPolicy } from './partners/outbound.ts';
import type { FamilyRoutes } from './register.ts';
import type { PartnerSecrets } from './secrets.ts';

/**
 * A family plugs in by folder (DESIGN.md "Families: the kit"): `server/src/modules/<family>/index.ts`
 * (or `server/src/platform/<part>/index.ts`) exports `family`, and the app and the demo seeder load
 * every folder's. Adding a family touches its
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
  /** What the family does once a stored request's images arrive (platform/product-check.ts). */
  onRequestImages?: RequestImagesListener;
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

/**
 * The parts that plug in by folder: the platform's (the session, the companies: what every family
 * stands on, `server/src/platform/<part>/`) and the product families' (`server/src/modules/<family>/`).
 */
const FAMILY_ROOTS = ['platform', 'modules'].map((root) => path.resolve(import.meta.dirname, '..', root));

/** A folder that plugs in: its name (the family's) and where it is. */
export interface FamilyFolder {
  name: string;
  dir: string;
}

/** Every folder of both roots, by name: the app's families, the gate fixtures and the input walk read it. */
export async function familyFolders(): Promise<FamilyFolder[]> {
  const roots = await Promise.all(
    FAMILY_ROOTS.map(async (root) =>
      (await readdir(root, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({ name: entry.name, dir: path.join(root, entry.name) })),
    ),
  );
  return roots.flat().sort((a, b) => a.name.localeCompare(b.name));
}

/** Every family folder's `family`. */
export async function loadFamilies(): Promise<ServerFamily[]> {
  return Promise.all(
    (await familyFolders()).map(async (folder) => {
      const where = path.relative(process.cwd(), folder.dir);
      const module = (await import(pathToFileURL(path.join(folder.dir, 'index.ts')).href)) as {
        family?: ServerFamily;
      };
      if (!module.family) throw new Error(`${where}/index.ts exports no family`);
      if (module.family.name !== folder.name) {
        throw new Error(`${where} exports the family '${module.family.name}'`);
      }
      return module.family;
    }),
  );
}
