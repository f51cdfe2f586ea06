import type { ModalFuncProps, NotificationArgsProps } from 'antd';
import type { Reaction } from './errors';

// Carries out the catalogue's reactions. The notifier, the prompter and the navigation are
// injectable: the shell installs antd's App.useApp().notification and .modal (themed, inside the
// React tree) and the router's navigate; until it does, and in tests that install fakes, the static
// fallbacks below apply.

/** The part of antd's NotificationInstance this module uses; App.useApp().notification satisfies it. */
export interface Notifier {
  error(args: NotificationArgsProps): void;
}

/** The part of antd's modal API this module uses; App.useApp().modal satisfies it. */
export interface Prompter {
  warning(props: ModalFuncProps): unknown;
}

export const COMPANY_CHANGED_TITLE = 'The company changed in another tab';
export const RELOAD_LABEL = 'Reload';

type Navigate = (path: string) => void;

/**
 * antd's static notification, loaded when first used rather than with index.html's script (~10 KB
 * gzip): the shell installs its themed one once it renders, so this serves only before that, and
 * component tests that install none.
 */
const staticNotifier: Notifier = {
  error: (args) =>
    void import('antd/es/notification').then(({ default: notification }) => notification.error(args)),
};
/** antd's static modal, loaded when first used, as the notification above. */
const staticPrompter: Prompter = {
  warning: (props) => void import('antd/es/modal').then(({ default: Modal }) => Modal.warning(props)),
};
const assign: Navigate = (path) => window.location.assign(path);

let notifier = staticNotifier;
let prompter = staticPrompter;
let navigate = assign;
/** Texts on screen now; the spec shows an identical message only once at a time. */
const open = new Set<string>();
/** Whether the reload prompt is on screen: the page's other failing calls ask no second time. */
let prompting = false;

/** Installs a notifier, or restores antd's static one; notices of the previous one are forgotten. */
export function setNotifier(next: Notifier | undefined): void {
  notifier = next ?? staticNotifier;
  open.clear();
}

/** Installs a prompter, or restores antd's static modal; a prompt of the previous one is forgotten. */
export function setPrompter(next: Prompter | undefined): void {
  prompter = next ?? staticPrompter;
  prompting = false;
}

/** Installs the router's navigate so /forbidden keeps the SPA state; undefined restores a full load. */
export function setNavigate(next: Navigate | undefined): void {
  navigate = next ?? assign;
}

export function applyReaction(reaction: Reaction): void {
  switch (reaction.kind) {
    case 'reload':
      // A 401 means the session ended; a reload lets the server send the sign-in page.
      window.location.reload();
      return;
    case 'companyChanged':
      promptReload(reaction.message);
      return;
    case 'forbidden':
      navigate(reaction.redirect);
      return;
    case 'notify':
      show(reaction);
      return;
    case 'fieldErrors':
    case 'silent':
      // The caller owns these: field errors go onto the form, file failures to the download code.
      return;
  }
}

function show({ title, lines, durationSeconds }: Extract<Reaction, { kind: 'notify' }>): void {
  const key = [title, ...lines].join('\n');
  if (open.has(key)) return;
  open.add(key);
  notifier.error({
    key,
    title,
    description: lines.join('\n'),
    // One line per message (MultipleErrors, an errors map) without building React nodes here.
    styles: { description: { whiteSpace: 'pre-line' } },
    duration: durationSeconds,
    // antd calls onClose when the notice times out or is closed by the user.
    onClose: () => open.delete(key),
  });
}

/**
 * A page of a company the session no longer administers: only a reload shows the company now
 * administered (the server did nothing for the call). Closing the prompt keeps the page, so what was
 * typed can still be copied; its next call asks again.
 */
function promptReload(message: string): void {
  if (prompting) return;
  prompting = true;
  prompter.warning({
    title: COMPANY_CHANGED_TITLE,
    content: message,
    okText: RELOAD_LABEL,
    closable: true,
    onOk: () => window.location.reload(),
    afterClose: () => (prompting = false),
  });
}
