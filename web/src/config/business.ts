/** The site's clock (DESIGN.md section 1): "today" for date limits is this zone's date, not the browser's. */
export const businessTimeZone = 'America/St_Johns';

export const currency = 'CAD';
