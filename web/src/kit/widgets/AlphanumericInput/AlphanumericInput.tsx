import { useEffect, useRef, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { hasBlockedCharacter } from './alphanumeric';

export type AlphanumericInputProps = Omit<InputProps, 'ref'>;

/**
 * An antd Input that refuses what the alphanumeric rule blocks. A typed blocked character is
 * dropped (keydown for keyboards, beforeinput for virtual keyboards and IMEs that report no key).
 * A paste or drop holding any blocked character is refused whole, so the field never receives a
 * silently altered text the user did not see.
 */
export function AlphanumericInput({ onKeyDown, onPaste, onDrop, ...props }: AlphanumericInputProps) {
  const ref = useRef<InputRef>(null);

  useEffect(() => {
    const element = ref.current?.input;
    if (!element) return;
    const refuse = (event: InputEvent) => {
      if (event.data !== null && hasBlockedCharacter(event.data)) event.preventDefault();
    };
    element.addEventListener('beforeinput', refuse);
    return () => element.removeEventListener('beforeinput', refuse);
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Shortcuts (Ctrl+/, Cmd+.) insert nothing and stay usable.
    const typesCharacter = event.key.length === 1 && !event.ctrlKey && !event.metaKey;
    if (typesCharacter && hasBlockedCharacter(event.key)) event.preventDefault();
    onKeyDown?.(event);
  };
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (hasBlockedCharacter(event.clipboardData.getData('text'))) event.preventDefault();
    onPaste?.(event);
  };
  const handleDrop = (event: DragEvent<HTMLInputElement>) => {
    if (hasBlockedCharacter(event.dataTransfer.getData('text'))) event.preventDefault();
    onDrop?.(event);
  };

  return <Input {...props} ref={ref} onKeyDown={handleKeyDown} onPaste={handlePaste} onDrop={handleDrop} />;
}
