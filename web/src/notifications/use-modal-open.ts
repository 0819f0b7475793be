import { useEffect, useState } from 'react';

/**
 * Cloudscape marks the page body while one of its modals is open (a scoped class whose name
 * starts with this); the toasts read it to move above the modal's overlay.
 */
const MODAL_OPEN_CLASS = 'awsui_modal-open';

const modalIsOpen = () => [...document.body.classList].some((name) => name.startsWith(MODAL_OPEN_CLASS));

/** Whether a Cloudscape modal is open now, following the body's class as modals open and close. */
export function useModalOpen(): boolean {
  const [open, setOpen] = useState(modalIsOpen);
  useEffect(() => {
    const observer = new MutationObserver(() => setOpen(modalIsOpen()));
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    setOpen(modalIsOpen());
    return () => observer.disconnect();
  }, []);
  return open;
}
