import { benchWeb, summarizeWeb } from './web.ts';

/** `npm run bench:web` (after `npm run build`): the web app's first load; see web.ts. */
const result = await benchWeb();
console.log(JSON.stringify(result, null, 2));
console.log(summarizeWeb(result));
