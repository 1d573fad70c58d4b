import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The New Pre-OP Checklist form's opening: `?vehicle=E-12` (a vehicle's QR code, issue 20) opens it
 * at once, that vehicle chosen; closing the form drops it, so the next one starts blank. React
 * Router's own search parameters: the drivers' shell has no nuqs adapter.
 */
export function useVehicleForm() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [opened, setOpened] = useState(() => searchParams.has('vehicle'));
  const close = () => {
    setOpened(false);
    if (!searchParams.has('vehicle')) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('vehicle');
        return next;
      },
      { replace: true },
    );
  };
  return { opened, open: () => setOpened(true), close, preselected: searchParams.get('vehicle') };
}
