import type { NotificationArgsProps } from 'antd';
import type { Reaction } from './errors';

// Carries out the catalogue's reactions. The notifier and the navigation are injectable: the shell
// installs antd's App.useApp().notification (themed, inside the React tree) and the router's navigate;
// until it does, and in tests that install fakes, the static fallbacks below apply.

/** The part of antd's NotificationInstance this module uses; App.useApp().notification satisfies it. */
export interface Notifier {
  error(args: NotificationArgsProps): void;
}

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
const assign: Navigate = (path) => window.location.assign(path);

let notifier = staticNotifier;
let navigate = assign;
/** Texts on screen now; the spec shows an identical message only once at a time. */
const open = new Set<string>();

/** Installs a notifier, or restores antd's static one; notices of the previous one are forgotten. */
export function setNotifier(next: Notifier | undefined): void {
  notifier = next ?? staticNotifier;
  open.clear();
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
