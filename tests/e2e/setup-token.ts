/** The setup link's token the e2e server is started with (SETUP_TOKEN); the setup project opens the link with it. */
export const E2E_SETUP_TOKEN = "e2e-setup-token-0123456789";
