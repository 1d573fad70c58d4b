import type { Page } from '@playwright/test';

/**
 * Every control a finger can press, with the box it answers to: a switch answers on its whole
 * label too. A checkbox is measured by its own box, which is what a driver aims at (the
 * declaration's was 30 px inside a tall label). Material's 48 px is the least a gloved finger
 * hits reliably. Controls off the screen (the closed menu drawer) are left out.
 */
export function smallTapTargets(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), textarea, [role=switch], [role=combobox], [role=checkbox]',
    );
    const small: string[] = [];
    for (const control of Array.from(controls)) {
      // A password's text sits inside the bordered box that shows the field, 1 px in on each side.
      const own = (control.closest('.mantine-PasswordInput-input') ?? control).getBoundingClientRect();
      const offScreen = own.right <= 0 || own.left >= window.innerWidth || own.bottom <= 0;
      if (own.width === 0 || own.height === 0 || offScreen || getComputedStyle(control).visibility === 'hidden')
        continue;
      const answersOnLabel = control.getAttribute('role') === 'switch';
      const label = !answersOnLabel
        ? null
        : (control.closest('label') ?? (control.id ? document.querySelector(`label[for="${control.id}"]`) : null));
      const box = label && label.getBoundingClientRect().height > own.height ? label.getBoundingClientRect() : own;
      if (Math.min(box.width, box.height) < 47.5) {
        const name =
          control.getAttribute('aria-label') ??
          (control.textContent?.trim() || `${control.tagName.toLowerCase()} ${control.getAttribute('type') ?? ''}`);
        small.push(`${name || control.tagName} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return small;
  });
}

/**
 * Words a phone does not show whole: a button's label cut or hidden past its edge, or any text
 * ended with "…" because it is wider than its box ("Ne pas utiliser : aucune inspection valide"
 * in a badge at 360 px).
 */
export function cutWords(page: Page) {
  return page.evaluate(() => {
    const visible = (element: HTMLElement) => element.getClientRects().length > 0;
    const cutLabels = Array.from(document.querySelectorAll<HTMLElement>('.mantine-Button-label')).filter(
      (label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
    );
    const ellipsed = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (element) =>
        element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).textOverflow === 'ellipsis',
    );
    return [...new Set([...cutLabels, ...ellipsed])]
      .filter(visible)
      .map((element) => element.textContent?.trim() ?? '');
  });
}
