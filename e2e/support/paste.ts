import type { Locator } from '@playwright/test';

/**
 * Pastes `text` into a field as the clipboard would: a paste event carrying it (headless
 * Chromium has no clipboard of its own to press Ctrl+V on).
 */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((input, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, text);
}
