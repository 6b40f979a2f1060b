// The footer's texts (taken into `texts.layout`). Apart from ./layout.ts: the footer is
// drawn on the server, and a client component ships every text of the module it imports
// (docs/rules/texts.md).

export const footerTexts = {
  footerAbout:
    'We sell open-box home appliances and electronics: unopened, or returned and tested, quality checked and backed by warranty, at up to 80% off MRP, with 7-day free returns and home delivery across India.',
  mainMenu: 'Main Menu',
  importantLinks: 'Important Links',
  contact: 'Contact Us',
  newsletter: 'Newsletter',
  newsletterText: 'Get the best open-box deals and new arrivals in your inbox.',
  rightsReserved: 'All rights reserved.',
  gstNumber: 'GSTIN',
  /** The officer the E-Commerce Rules 2020 require (docs/rules/grievances.md). */
  grievanceOfficer: 'Grievance officer',
} as const;
