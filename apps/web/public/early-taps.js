// Keeps taps on buttons before the app has taken the page over and plays them once it has
// (see src/app/layout/mark-interactive.tsx). Sent to every visitor as it is: kept short.
(function () {
  if (document.documentElement.hasAttribute('data-interactive')) return;
  var kept = [];
  function keep(event) {
    var target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!target || target.disabled || !target.closest('#root')) return;
    event.preventDefault();
    event.stopPropagation();
    target.setAttribute('aria-busy', 'true');
    if (kept[kept.length - 1] !== target) kept.push(target);
    if (kept.length > 3) kept.shift().removeAttribute('aria-busy');
  }
  function replay() {
    document.removeEventListener('click', keep, true);
    document.removeEventListener('praxis:interactive', replay);
    var taps = kept;
    kept = [];
    for (var i = 0; i < taps.length; i += 1) taps[i].removeAttribute('aria-busy');
    for (var j = 0; j < taps.length; j += 1) if (taps[j].isConnected) taps[j].click();
  }
  document.addEventListener('click', keep, true);
  document.addEventListener('praxis:interactive', replay);
})();
