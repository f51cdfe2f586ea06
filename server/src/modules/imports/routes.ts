import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  IMPORT_COLUMNS,
  IMPORT_FILE_FIELD,
  IMPORT_KINDS,
  IMPORT_TEMPLATE_ROWS,
  importsApi,
  type ImportKind,
} from '@console/contract/imports/api';
import { validationError } from '../../http/errors.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';
import { csvStream } from '../../kit/csv.ts';
import type { FamilyRoutes } from '../../kit/register.ts';
import { cleanFileName, malformedUpload, unsupportedMediaType } from '../../kit/uploads.ts';
import { fileTooLarge } from './read-csv.ts';
import { getImportJob, previewImport, startImport, type ImportUpload } from './service.ts';

/** Media types browsers give a .csv file (Excel on Windows says vnd.ms-excel). */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain']);

/**
 * /api/Import (contract/src/imports/api.ts), behind the Veriscan module (the family's gate). The
 * preview and the import take the file as multipart/form-data in the field `file`; the scope
 * reads multipart within the import file limit, JSON bodies as everywhere else.
 */
export async function importsRoutes(routes: FamilyRoutes): Promise<void> {
  const { app, ctx } = routes;
  const maxBytes = ctx.config.importMaxFileBytes;
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 11, fileSize: maxBytes } });

  /** The upload's file, read as it arrives (after the customer was found: 404 first). */
  const uploadOf = (request: FastifyRequest) => async (): Promise<ImportUpload> => {
    if (!request.isMultipart()) {
      throw unsupportedMediaType(`Send the file as multipart/form-data, in the field ${IMPORT_FILE_FIELD}`);
    }
    const part = await request.file({ throwFileSizeLimit: false }).catch((error: unknown) => {
      const { statusCode } = (error ?? {}) as { statusCode?: unknown };
      if (statusCode === 413) throw fileTooLarge(maxBytes);
      throw malformedUpload(error);
    });
    if (!part || part.fieldname !== IMPORT_FILE_FIELD) {
      throw validationError({ [IMPORT_FILE_FIELD]: ['Choose a CSV file to import'] });
    }
    const fileName = cleanFileName(part.filename) || 'import.csv';
    if (!/\.csv$/i.test(fileName) && !CSV_TYPES.has(part.mimetype.toLowerCase())) {
      part.file.resume();
      throw unsupportedMediaType('Only CSV files (.csv) can be imported');
    }
    return { fileName, chunks: part.file, truncated: () => part.file.truncated };
  };

  for (const kind of IMPORT_KINDS) {
    const api = importsApi[kind];
    routes.add(api.template, ({ reply }) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(templateFileName(kind)))
        .header('cache-control', 'private, no-store')
        .send(
          csvStream(
            IMPORT_COLUMNS[kind].map(({ header }) => ({ field: header, caption: header })),
            (async function* () {
              yield IMPORT_TEMPLATE_ROWS[kind];
            })(),
          ),
        ),
    );
    routes.add(api.preview, (c) =>
      previewImport(c.db, c.tenant, kind, c.params.customerId, uploadOf(c.request), maxBytes),
    );
    routes.add(api.start, (c) =>
      startImport(
        c.db,
        ctx.jobs,
        c.tenant,
        c.actor,
        kind,
        c.params.customerId,
        uploadOf(c.request),
        maxBytes,
      ),
    );
  }
  routes.add(importsApi.job, (c) => getImportJob(c.db, ctx.jobs, c.tenant, c.params.id));
}

/** `users-devices-template.csv`, `team-members-locations-template.csv`. */
export const templateFileName = (kind: ImportKind) =>
  `${kind.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}-template.csv`;
