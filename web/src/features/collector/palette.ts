import { collectorApi } from '@console/contract/collector/api';
import { pageGate } from '../../kit/routeTypes';
import { searchList } from '../../kit/palette/listSearch';
import type { PaletteSource } from '../../kit/palette/types';
import { logPath } from './paths';

/** Collector logs in the palette, by part of their reference, product name or license. */
export const paletteSources: PaletteSource[] = [
  {
    id: 'collector',
    title: 'Collector logs',
    gate: pageGate(collectorApi.list.gate),
    search: (text, signal) =>
      searchList(collectorApi.list, text, signal, (log) => ({
        key: log.referenceId,
        label: log.referenceId,
        description: [log.productName, log.licenseId].filter(Boolean).join(' · '),
        path: logPath(log.referenceId),
      })),
  },
];
