// An owner's library, loaded by post-submit HTML: defines a global its inline scripts use.
window.ssPostSubmitLib = {
  greet: (name) => `Hello, ${name}`,
};
