// The host's own code: a button marked data-shopfront-dialog opens that dialog through the widget's event bus. The
// same attribute tells the widget to load the dialog's code as soon as the pointer or the focus reaches the button.
for (const button of document.querySelectorAll('button[data-shopfront-dialog]')) {
  button.addEventListener('click', () => {
    window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: button.dataset.shopfrontDialog } }));
  });
}
