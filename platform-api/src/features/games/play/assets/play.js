// The demo game page's script. Plain browser JavaScript, served as a file (the page allows no inline
// script). It plays rounds with the launch ticket from the page's URL and tells the parent window the
// new balance after each one.
'use strict';

(() => {
  const config = JSON.parse(document.getElementById('play-config').textContent);
  const text = config.text;
  const ticket = new URLSearchParams(window.location.search).get('ticket') ?? '';
  const controls = document.getElementById('round-form');
  const button = document.getElementById('play');
  const balance = document.getElementById('balance');
  const result = document.getElementById('result');
  const board = document.getElementById('board');

  const money = (amount) =>
    `${config.currencySymbol}${amount.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_match, key) => String(values[key] ?? ''));

  // Same origin as the host: the page is served through the host's /api proxy.
  function tellParent(wallet) {
    if (window.parent === window) return;
    window.parent.postMessage({ type: config.messageType, nodeId: config.nodeId, wallet }, window.location.origin);
  }

  function showReels(reels) {
    const spans = board.querySelectorAll('.reel');
    reels.forEach((symbol, index) => {
      if (spans[index]) spans[index].textContent = text.glyphs[symbol] ?? '?';
    });
    board.setAttribute('aria-label', fill(text.reels, { symbols: reels.map((s) => text.symbols[s]).join(', ') }));
  }

  function showCards(winner, cards) {
    const [a, b] = cards;
    board.querySelector('.side-a').textContent = a;
    board.querySelector('.side-b').textContent = b;
    board.querySelectorAll('.card').forEach((card) => card.classList.remove('winner'));
    board.querySelector(winner === 'A' ? '.side-a' : '.side-b').classList.add('winner');
    board.setAttribute('aria-label', fill(text.cards, { a, b }));
  }

  function describe(round) {
    const parts = [];
    if ('winner' in round.outcome) {
      parts.push(fill(text.sideWins, { side: round.outcome.winner === 'A' ? text.sideA : text.sideB }));
    }
    if (round.payout > round.stake) parts.push(fill(text.won, { amount: money(round.payout) }));
    else if (round.payout > 0) parts.push(fill(text.returned, { amount: money(round.payout) }));
    else parts.push(text.lost);
    parts.push(fill(text.round, { id: round.roundId }));
    return parts.join(' ');
  }

  async function playRound(body) {
    const response = await fetch(config.roundUrl, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', [config.ticketHeader]: ticket },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({}));
    return { ok: response.ok, answer };
  }

  const chosen = (name) => controls.querySelector(`input[name="${name}"]:checked`)?.value;

  button.addEventListener('click', async () => {
    const body = { stake: Number(chosen('stake')) };
    if (config.kind === 'table') body.side = chosen('side');
    button.disabled = true;
    board.classList.add('busy');
    result.classList.remove('win', 'error');
    result.textContent = text.playing;
    try {
      const { ok, answer } = await playRound(body);
      if (!ok) {
        const code = answer.errorCode;
        result.textContent =
          code === 'wallet.insufficient'
            ? text.insufficient
            : code === 'launch.ticket_invalid'
              ? text.expired
              : text.failed;
        result.classList.add('error');
        if (code === 'launch.ticket_invalid') controls.setAttribute('inert', '');
        return;
      }
      const round = answer.value;
      if ('reels' in round.outcome) showReels(round.outcome.reels);
      else showCards(round.outcome.winner, round.outcome.cards);
      balance.textContent = money(round.wallet.sumBalance);
      result.textContent = describe(round);
      if (round.win) result.classList.add('win');
      tellParent(round.wallet);
    } catch {
      result.textContent = text.failed;
      result.classList.add('error');
    } finally {
      board.classList.remove('busy');
      button.disabled = controls.hasAttribute('inert');
    }
  });
  // The page draws the button disabled: it plays from now on.
  button.disabled = false;
})();
