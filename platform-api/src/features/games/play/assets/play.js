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

  async function send(url, method, body) {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', [config.ticketHeader]: ticket },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({}));
    return { ok: response.ok, answer };
  }

  // Answers that end play: the ticket or its session ended, or the member started a break.
  const STOPPED = {
    'launch.ticket_invalid': () => text.expired,
    'launch.session_ended': () => text.signedOut,
    'play.excluded': (values) => fill(text.excluded, values),
    'play.timeout': (values) => fill(text.timeout, values),
  };

  /** The message for a failed call; a stopping one also makes the game inert. */
  function failure(answer) {
    const stop = STOPPED[answer.errorCode];
    if (stop) {
      controls.setAttribute('inert', '');
      fair.setAttribute('inert', '');
      return stop(answer.data?.values ?? {});
    }
    return answer.errorCode === 'wallet.insufficient' ? text.insufficient : text.failed;
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
      const { ok, answer } = await send(config.roundUrl, 'POST', body);
      if (!ok) {
        result.textContent = failure(answer);
        result.classList.add('error');
        return;
      }
      const round = answer.value;
      showCommitment({ ...round.fairness, nextNonce: round.fairness.nonce + 1 });
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
  // The seed pair: change the client seed, or reveal the server seed; both commit a new server seed.
  const fair = document.getElementById('fair');
  const seedInput = document.getElementById('client-seed');
  const fairMessage = document.getElementById('fair-message');
  const seedPattern = new RegExp(config.clientSeedPattern);

  function showCommitment(commitment) {
    document.getElementById('fair-hash').textContent = commitment.serverSeedHash;
    document.getElementById('fair-nonce').textContent = String(commitment.nextNonce);
  }

  function showFairMessage(message, isError) {
    fairMessage.textContent = message;
    fairMessage.classList.toggle('error', isError);
  }

  async function changePair(url, method, body) {
    const buttons = fair.querySelectorAll('button');
    buttons.forEach((b) => (b.disabled = true));
    try {
      const { ok, answer } = await send(url, method, body);
      if (!ok) {
        showFairMessage(failure(answer), true);
        return;
      }
      const { revealed, commitment } = answer.value;
      showCommitment(commitment);
      seedInput.value = commitment.clientSeed;
      seedInput.removeAttribute('aria-invalid');
      showFairMessage(fill(text.fairRevealed, { seed: revealed.serverSeed, rounds: revealed.rounds }), false);
    } catch {
      showFairMessage(text.failed, true);
    } finally {
      buttons.forEach((b) => (b.disabled = false));
    }
  }

  document.getElementById('fair-change').addEventListener('click', () => {
    const clientSeed = seedInput.value.trim();
    if (!seedPattern.test(clientSeed)) {
      // What was typed stays, to be corrected.
      seedInput.setAttribute('aria-invalid', 'true');
      showFairMessage(text.fairSeedInvalid, true);
      seedInput.focus();
      return;
    }
    void changePair(config.clientSeedUrl, 'PUT', { clientSeed });
  });
  document.getElementById('fair-rotate').addEventListener('click', () => void changePair(config.rotateUrl, 'POST'));

  // The page draws the button disabled: it plays from now on.
  button.disabled = false;
})();
