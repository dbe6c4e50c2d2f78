// The host's own code: any button with data-account-dialog opens that dialog through the widget's event bus.
for (const button of document.querySelectorAll('button[data-account-dialog]')) {
  button.addEventListener('click', () => {
    window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: button.dataset.accountDialog } }));
  });
}
