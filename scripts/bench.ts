/** Timing comparisons against peer libraries; the galleries and lightbox add their cases. */
console.log('No benchmarks yet: they come with the gallery and lightbox.');
