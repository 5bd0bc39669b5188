// A tap on a button of a pre-rendered page before its script has taken over would be lost: the
// button has no handler yet. This small script, run before the app's bundle, keeps such taps (the
// last three, on buttons inside the app), marks the button busy so the tap is seen to count, and
// plays them again once the page is live (`praxis:interactive`, sent by the app after hydration, see `src/app/layout/mark-interactive.ts`).
// Links need nothing: they work without script.
(function () {
  if (document.documentElement.hasAttribute('data-interactive')) return;
  var kept = [];
  function keep(event) {
    var target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!target || target.disabled || !target.closest('#root')) return;
    // The app is not there yet to answer it; it answers when the tap is played again.
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
    // A page drawn afresh (in another language) has replaced the buttons: those taps are void.
    for (var j = 0; j < taps.length; j += 1) if (taps[j].isConnected) taps[j].click();
  }
  document.addEventListener('click', keep, true);
  document.addEventListener('praxis:interactive', replay);
})();
