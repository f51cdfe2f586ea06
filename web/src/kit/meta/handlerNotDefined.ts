/** What a field or lookup without a handler reports (console-core §8), verbatim. */
export const HANDLER_NOT_DEFINED = 'handler not defined';
