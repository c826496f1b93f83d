// Opened on its own, an area only says where it belongs: its pages are mounted by the host.
document.body.textContent =
  'This is the lobby area of the mobile site (home and games). Open it through the host at /m/home.';
