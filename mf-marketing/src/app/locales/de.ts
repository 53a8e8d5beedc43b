import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { MarketingKey } from './en';

const marketing: Messages<MarketingKey> = {
  'release.label': 'Frühe Alpha',
  'layout.loading': 'Wird geladen',

  'nav.main': 'Hauptmenü',
  'nav.mobile': 'Mobil',
  'nav.openMenu': 'Menü öffnen',
  'nav.closeMenu': 'Menü schließen',
  'nav.solutions': 'Lösungen',
  'nav.features': 'Funktionen',
  'nav.integrations': 'Integrationen',
  'nav.enterprise': 'Unternehmen',
  'nav.pricing': 'Preise',
  'nav.goToApp': 'Zur App',
  'nav.signIn': 'Anmelden',

  'footer.tagline':
    'Open-Source-Terminplanung: Terminarten veröffentlichen, einen Link teilen, gebucht werden.',
  'footer.product': 'Produkt',
  'footer.project': 'Projekt',
  'footer.support': 'Support',
  'footer.about': 'Über uns',
  'footer.blog': 'Blog',
  'footer.careers': 'Karriere',
  'footer.contact': 'Kontakt',
  'footer.help': 'Hilfe',
  'footer.privacy': 'Datenschutz',
  // The soft hyphen lets the long word break in a footer column on a phone.
  'footer.terms': 'Nutzungs\u00ADbedingungen',
  'footer.security': 'Sicherheit',
  'footer.copyright': '© {{year}} {{brand}}. Open-Source-Software.',
  'footer.selfHost': 'Selbst hosten mit {{command}}.',

  'landing.documentTitle': '{{brand}} · Terminplanung ganz einfach',
  'landing.hero.badge': 'Frühe Alpha · Open Source',
  'landing.hero.title': 'Terminplanung ganz {{highlight}}',
  'landing.hero.titleHighlight': 'einfach',
  'landing.hero.lead':
    'Veröffentliche deine Terminarten unter einem persönlichen Link. Eingeladene wählen eine Zeit in ihrer eigenen Zeitzone, und der Termin landet in deinem Kalender – ganz ohne Hin und Her.',
  'landing.hero.signUp': 'Registrieren',
  'landing.hero.howItWorks': 'So funktioniert es',
  'landing.noCreditCardRequired': 'Keine Kreditkarte erforderlich',
  'landing.properties': 'Produkteigenschaften',
  'landing.property.openSource': 'Open Source',
  'landing.property.selfHostable': 'Selbst hostbar',
  'landing.property.noCreditCard': 'Keine Kreditkarte',
  'landing.property.noTracking': 'Kein Tracking',
  'landing.why.eyebrow': 'Warum {{brand}}',
  'landing.why.title': 'Alles, was du brauchst, um gebucht zu werden',
  'landing.why.text':
    'Eine Buchungsseite, die man auf einen Blick versteht, und ein Dashboard, das deine Woche in Ordnung hält.',
  'landing.claim.simplified.title': 'Einfache Terminplanung',
  'landing.claim.simplified.text':
    'Teile einen Link pro Terminart. Eingeladene wählen eine freie Zeit – ohne E-Mail-Pingpong.',
  'landing.claim.timeZone.title': 'Zeiten in der Zeitzone der Eingeladenen',
  'landing.claim.timeZone.text':
    'Die Buchungsseite erkennt die Zeitzone der Besucher und zeigt jede Zeit darin an; sie lässt sich ändern.',
  'landing.claim.mobile.title': 'Mobilfreundlich',
  'landing.claim.mobile.text':
    'Die Buchungsseite und dein Dashboard funktionieren auf dem Smartphone genauso gut wie am Desktop.',
  'landing.claim.calendars.title': 'Kalender-Integrationen',
  'landing.claim.calendars.text':
    'Heute Google Kalender: Belegte Zeiten blockieren Termine, und Buchungen werden zu Kalenderereignissen. Outlook und mehr stehen auf der Roadmap.',
  'landing.claim.privacy.title': 'Datenschutz zuerst',
  'landing.claim.privacy.text':
    'Kein Tracking, keine Werbung. Passwörter werden mit argon2id gehasht, und du kannst es auf deinem eigenen Server betreiben.',
  'landing.claim.fast.title': 'Schnell',
  'landing.claim.fast.text':
    'Ein kleines, vorkomprimiertes Frontend und eine schlanke API – Seiten öffnen sich auch im Mobilfunknetz schnell.',
  'landing.how.eyebrow': 'So funktioniert es',
  'landing.how.title': 'In drei Schritten zur ersten Buchung',
  'landing.step.create.title': 'Terminarten erstellen',
  'landing.step.create.text':
    'Gib jeder Art von Termin einen Titel, eine Dauer und ihre Details: Ort, Pufferzeiten, Fragen, Erinnerungen.',
  'landing.step.share.title': 'Link teilen',
  'landing.step.share.text':
    'Jede Terminart bekommt eine öffentliche Seite unter /{username}/{slug}. Setze sie in deine E-Mail-Signatur oder auf deine Website.',
  'landing.step.booked.title': 'Gebucht werden',
  'landing.step.booked.text':
    'Eingeladene wählen eine Zeit. Ihr bekommt beide eine E-Mail mit einer .ics-Einladung, und der Termin landet in deinem Kalender.',
  'landing.correct.eyebrow': 'Für echte Kalender gebaut',
  'landing.correct.title': 'Terminplanung, die stimmt',
  'landing.correct.text': 'Die Details, die einen Buchungslink vertrauenswürdig machen – für dich erledigt.',
  'landing.blurb.smart.title': 'Intelligente Planung',
  'landing.blurb.smart.text':
    'Verhindert Doppelbuchungen mit einer Datenbankbedingung und beachtet die Pufferzeiten, die du um Termine legst.',
  'landing.blurb.timeZone.title': 'Zeitzonen im Griff',
  'landing.blurb.timeZone.text':
    'Deine Verfügbarkeit gilt in deiner Zeitzone und bleibt auch bei Zeitumstellungen auf beiden Seiten korrekt.',
  'landing.blurb.team.title': 'Teamplanung',
  'landing.blurb.team.text':
    'Erstelle ein Team und biete Terminarten im Rotationsprinzip (Round Robin) oder gemeinsam mit allen Mitgliedern an.',
  'landing.blurb.instant.title': 'Sofort gebucht',
  'landing.blurb.instant.text':
    'Buchungen sind sofort bestätigt oder warten auf deine Zustimmung, wenn du „Bestätigung erforderlich“ einschaltest.',
  'landing.who.eyebrow': 'Für wen es ist',
  'landing.who.title': 'Für Menschen, die nach ihrem Kalender leben',
  'landing.who.text':
    'Beispielhafte Zitate: {{brand}} ist eine frühe Alpha, daher beschreiben sie die Menschen, für die es gebaut ist. Es sind keine Bewertungen namentlich genannter Kunden.',
  'landing.quote.consultant.quote':
    'Ich schicke einen Link statt fünf E-Mails, um einen passenden Termin zu finden.',
  'landing.quote.consultant.who': 'Eine selbstständige Beraterin',
  'landing.quote.studio.quote':
    'Kunden buchen in ihrer eigenen Zeitzone, also kommt niemand mehr eine Stunde zu früh.',
  'landing.quote.studio.who': 'Ein kleines Remote-Studio',
  'landing.quote.selfHoster.quote':
    'Wir betreiben es auf unserem eigenen Server neben unseren anderen Tools, und die Daten bleiben bei uns.',
  'landing.quote.selfHoster.who': 'Ein Entwickler, der selbst hostet',
  'landing.quote.illustrative': '{{who}} (Beispiel)',
  'landing.cta.title': 'Bereit, deinen ersten Buchungslink zu teilen?',
  'landing.cta.text':
    'Erstelle ein Konto, lege deine Verfügbarkeit fest und veröffentliche in wenigen Minuten eine Terminart.',
  'landing.cta.start': 'Kostenlos starten',
  'landing.cta.learnMore': 'Mehr erfahren',
  'landing.cta.learnMoreContext': ' über die Funktionen von Slotwise',

  'sample.label': 'Beispiel-Terminkarte',
  'sample.host': 'Gastgeber',
  'sample.badge': 'Beispiel',
  'sample.title': 'Kennenlerngespräch',
  'sample.description':
    'Ein kurzes erstes Gespräch, um uns kennenzulernen und zu sehen, wie wir zusammenarbeiten können.',
  'sample.duration': '{{minutes}} Minuten',
  'sample.selected': '(ausgewählt)',

  'pricing.documentTitle': 'Preise · {{brand}}',
  'pricing.title': 'Preise',
  'pricing.lead':
    'Ein Tarif, und der ist kostenlos: alles, was du brauchst, um einen Buchungslink zu teilen und gebucht zu werden.',
  'pricing.plan': 'Kostenloser Tarif',
  'pricing.perMonth': 'pro Monat',
  'pricing.noCreditCardRequired': 'Keine Kreditkarte erforderlich',
  'pricing.featuresLabel': 'Leistungen des kostenlosen Tarifs',
  'pricing.feature.unlimited': 'Unbegrenzt viele Terminarten',
  'pricing.feature.active': 'Bis zu {{maxActive}} aktive Terminarten',
  'pricing.feature.links': 'Eigene Buchungslinks',
  'pricing.feature.calendars': 'Kalender-Integrationen (Google, Outlook)',
  'pricing.feature.emails': 'Automatische E-Mail-Benachrichtigungen',
  'pricing.feature.customization': 'Einfache Anpassung der Buchungsseite',
  'pricing.feature.availability': 'Grundlegende Verfügbarkeitseinstellungen',
  'pricing.feature.analytics': 'Einfache Auswertungen',
  'pricing.calendarNote': 'Google Kalender funktioniert schon heute; Outlook folgt in Kürze.',
  'pricing.goToDashboard': 'Zum Dashboard',
  'pricing.getStarted': 'Kostenlos loslegen',
  'pricing.questions': 'Fragen',
  'pricing.q.active.question': 'Was zählt als aktive Terminart?',
  'pricing.q.active.answer':
    'Eine öffentliche, die also jeder mit ihrem Link buchen kann. Du kannst beliebig viele inaktive Terminarten behalten und beliebige {{maxActive}} davon einschalten.',
  'pricing.q.selfHost.question': 'Kann ich es auf meinem eigenen Server betreiben?',
  'pricing.q.selfHost.answer':
    'Ja. {{brand}} ist Open Source: Klone das Repository und führe npm ci && npm start aus. Standardmäßig nutzt es eine eingebettete Datenbank, alternativ deinen PostgreSQL-Server.',
  'pricing.q.calendars.question': 'Welche Kalender werden unterstützt?',
  'pricing.q.calendars.answer':
    'Google Kalender funktioniert schon heute. Outlook (Office 365) und Apple Kalender folgen in Kürze.',

  'features.title': 'Funktionen',
  'features.lead':
    'Was {{brand}} heute kann, in seiner frühen Alpha: Terminarten, Verfügbarkeit, eine öffentliche Buchungsseite, E-Mails und Google Kalender.',
  'features.eventTypes.heading': 'Terminarten',
  'features.eventTypes.p1':
    'Eine Terminart ist eine Art von Termin, die du anbietest: ein Titel, eine Beschreibung, eine Dauer (15, 30, 45, 60 oder 120 Minuten), ein Ort wie Google Meet und der Verfügbarkeitsplan, aus dem gebucht wird.',
  'features.eventTypes.item1': 'Einzel-, Gruppen-, gemeinsame und Round-Robin-Termine',
  'features.eventTypes.item2': 'Pufferzeiten vor und nach jedem Termin',
  'features.eventTypes.item3':
    'Bis zu {{maxReminders}} Erinnerungen, standardmäßig eine E-Mail 24 Stunden vorher',
  'features.eventTypes.item4': 'Bis zu {{maxQuestions}} Fragen an die buchende Person',
  'features.eventTypes.item5': '„Bestätigung erforderlich“, wenn du jede Buchung freigeben möchtest',
  'features.schedules.heading': 'Verfügbarkeitspläne mit Zeitzonen',
  'features.schedules.p1':
    'Ein Plan enthält Wochenzeiten in seiner eigenen Zeitzone (etwa Europe/Berlin), mehrere Zeitfenster pro Tag und datumsbezogene Ausnahmen für Feiertage oder einmalige Änderungen. Ein neues Konto beginnt mit „Arbeitszeiten“: Montag bis Freitag, 09:00 bis 17:00 Uhr, in der Zeitzone deines Browsers.',
  'features.bookingPage.heading': 'Eine öffentliche Buchungsseite',
  'features.bookingPage.p1':
    'Jede aktive Terminart ist unter /{username}/{slug} buchbar. Besucher sehen die Zeiten in ihrer eigenen Zeitzone (und können sie ändern), wechseln zwischen 12- und 24-Stunden-Format, wählen einen Tag im Monatskalender und beantworten deine Fragen.',
  'features.noDoubleBooking.heading': 'Keine Doppelbuchungen',
  'features.noDoubleBooking.p1':
    'Zwei Personen können nicht dieselbe Zeit buchen: Die Datenbank selbst lehnt überlappende Buchungen eines Gastgebers ab, das gilt also auch bei mehreren Servern. Wird eine Zeit vergeben, während jemand sie gerade bucht, wird die Person gebeten, eine andere zu wählen.',
  'features.emails.heading': 'E-Mails mit Kalendereinladungen',
  'features.emails.p1':
    'Gastgeber und Teilnehmende erhalten eine E-Mail, wenn eine Buchung angelegt, bestätigt, abgelehnt oder storniert wird, mit einer .ics-Einladung und einem Stornierungslink, dazu die Erinnerungen der Terminart.',
  'features.googleSync.heading': 'Google-Kalender-Synchronisierung',
  'features.googleSync.p1':
    'Verbinde in den Einstellungen ein oder mehrere Google-Konten. Belegte Zeiten in deinem Hauptkalender blockieren Buchungszeiten, und bestätigte Buchungen werden zu Kalenderereignissen – mit Google-Meet-Link, wenn der Ort Google Meet ist.',
  'features.teams.heading': 'Teams',
  'features.teams.p1':
    'Erstelle ein Team, lade Mitglieder per E-Mail ein und biete Round-Robin- oder gemeinsame Terminarten an, die die von dir gewählten Mitglieder übernehmen. Round Robin: Jede Buchung geht an einen freien Gastgeber, den mit den wenigsten Buchungen dieser Terminart in den letzten 30 Tagen (bei Gleichstand den, der am längsten nicht gebucht wurde). Gemeinsam: Alle Gastgeber nehmen an jeder Buchung teil, und eine Zeit wird nur angeboten, wenn alle frei sind.',
  'features.dashboard.heading': 'Ein Dashboard für deine Buchungen',
  'features.dashboard.p1':
    'Bestätige, lehne ab, storniere und lösche Buchungen in einer Liste oder einer Kalenderansicht. Einfache Auswertungen zeigen deine Buchungen pro Woche, nach Status und nach Terminart. Die Oberfläche gibt es auf Englisch, Spanisch, Französisch, Deutsch und Chinesisch.',
  'features.selfHost.heading': 'Open Source und selbst hostbar',
  'features.selfHost.p1':
    'Betreibe es mit einem Befehl auf deinem eigenen Rechner oder Server. Standardmäßig nutzt es ein eingebettetes PostgreSQL (PGlite), es muss also keine Datenbank installiert werden, oder über DATABASE_URL deinen eigenen PostgreSQL-Server.',

  'integrations.title': 'Integrationen',
  'integrations.lead': 'Womit {{brand}} sich heute verbindet und was geplant ist.',
  'integrations.google.heading': 'Google Kalender (verfügbar)',
  'integrations.google.item1': 'Belegte Zeiten in deinem Hauptkalender blockieren Buchungszeiten',
  'integrations.google.item2': 'Bestätigte Buchungen werden zu Ereignissen im verbundenen Kalender',
  'integrations.google.item3': 'Ein Google-Meet-Link wird erstellt, wenn der Ort Google Meet ist',
  'integrations.google.item4': 'Das Stornieren einer Buchung entfernt ihr Kalenderereignis',
  'integrations.google.item5':
    'Verbinde mehrere Google-Konten; eine Verbindung ändert nie, wie du dich anmeldest',
  'integrations.signIn.heading': 'Mit Google anmelden (verfügbar)',
  'integrations.signIn.p1':
    'Melde dich mit einem Google-Konto statt mit einem Passwort an, sobald der Betreiber der Instanz einen Google-OAuth-Client eingerichtet hat.',
  'integrations.email.heading': 'E-Mail (verfügbar)',
  'integrations.email.p1':
    'Buchungs-E-Mails enthalten eine .ics-Einladung, die jede Kalender-App importieren kann, und die Bestätigungsseite bietet „Zu Google Kalender hinzufügen“ an. E-Mails laufen über den SMTP-Server, mit dem die Instanz eingerichtet ist; ohne einen schreibt eine lokale Instanz jede Nachricht als .eml-Datei in ihren Datenordner, sodass du sehen kannst, was gesendet würde.',
  'integrations.planned.heading': 'Geplant',
  'integrations.planned.p1':
    'Beide erscheinen in den Einstellungen als „Demnächst verfügbar“. Beiträge sind willkommen.',
  'integrations.planned.item1': 'Office 365 (Microsoft-Kalender)',
  'integrations.planned.item2': 'Apple Kalender (iCloud)',
  'integrations.planned.contribute': 'So kannst du beitragen',

  'enterprise.title': 'Unternehmen',
  'enterprise.lead':
    'Es gibt keine eigene Enterprise-Edition und kein Vertriebsteam. Organisationen betreiben dasselbe Open-Source-{{brand}} auf ihrer eigenen Infrastruktur.',
  'enterprise.runIt.heading': 'Selbst betreiben',
  'enterprise.runIt.p1':
    'Starte es mit einem Befehl. Die eingebettete Datenbank eignet sich zum Ausprobieren oder für ein kleines Team; für den Produktivbetrieb richte DATABASE_URL auf deinen PostgreSQL-Server. Beide nutzen ein Schema und einen Satz Migrationen.',
  'enterprise.scale.heading': 'Sicher skalieren',
  'enterprise.scale.p1':
    'Mehrere API-Instanzen können hinter einem Load Balancer laufen. Doppelbuchungen verhindert eine Datenbankbedingung statt einer Prüfung in einem einzelnen Prozess, und Erinnerungen sind in der Datenbank gespeicherte Jobs, sodass keine Erinnerung doppelt verschickt wird.',
  'enterprise.config.heading': 'Deine Konfiguration',
  'enterprise.config.item1': 'Dein eigener SMTP-Server für jede E-Mail',
  'enterprise.config.item2': 'Dein eigener Google-OAuth-Client für Anmeldung und Kalenderzugriff',
  'enterprise.config.item3':
    'Teams mit Inhabern, Admins und Mitgliedern; Round-Robin- und gemeinsame Terminarten',

  'about.title': 'Über {{brand}}',
  'about.lead': '{{brand}} ist eine Open-Source-App zur Terminplanung, im Geist von Calendly und Cal.com.',
  'about.purpose.heading': 'Wofür es gedacht ist',
  'about.purpose.p1':
    'Gastgeber veröffentlichen buchbare Terminarten unter einem persönlichen Link, und Teilnehmende wählen eine Zeit ohne Hin und Her. Es richtet sich an Einzelpersonen, Unternehmen und Entwickler.',
  'about.status.heading': 'Wo es steht',
  'about.status.p1':
    '{{brand}} ist eine frühe Alpha: Terminarten, Verfügbarkeitspläne, die öffentliche Buchungsseite, E-Mails und die Google-Kalender-Synchronisierung sind vorhanden, an manchen Stellen hakt es noch.',
  'about.built.heading': 'Wie es gebaut ist',
  'about.built.p1':
    'Ein React-Frontend aus unabhängig ausgelieferten Micro-Frontends (Chakra UI, Redux Toolkit, React Router) und eine Fastify-API auf PostgreSQL oder, wenn kein Server angegeben ist, auf PGlite, einem eingebetteten PostgreSQL.',
  'about.built.releaseNotes': 'Versionshinweise',

  'blog.title': 'Blog',
  'blog.lead': 'Versionshinweise: was sich in jeder Version geändert hat.',
  'blog.first.heading': 'Frühe Alpha: die erste Version',
  'blog.first.p1': 'Die erste Version, die du betreiben und nutzen kannst. Sie enthält:',
  'blog.first.item1': 'Konten mit Anmeldung per E-Mail oder Benutzername sowie Anmeldung mit Google',
  'blog.first.item2': 'Terminarten mit Dauer, Pufferzeiten, Erinnerungen und Fragen',
  'blog.first.item3': 'Verfügbarkeitspläne mit Zeitzonen und datumsbezogenen Ausnahmen',
  'blog.first.item4': 'Die öffentliche Buchungsseite unter /{username}/{slug}, ohne Doppelbuchungen',
  'blog.first.item5': 'E-Mails mit .ics-Einladungen und Stornierungslinks',
  'blog.first.item6': 'Google-Kalender-Synchronisierung und Google-Meet-Links',
  'blog.first.item7': 'Ein Dashboard mit Buchungen, Kalenderansicht und einfachen Auswertungen',
  'blog.first.item8': 'Der kostenlose Tarif: {{price}} pro Monat, bis zu {{maxActive}} aktive Terminarten',
  'blog.next.heading': 'Was als Nächstes kommt',
  'blog.next.item1': 'Office 365 und Apple Kalender',
  'blog.next.item2': 'Benachrichtigungseinstellungen',
  'blog.next.item3': 'Feinschliff an dem, was Nutzer der Alpha melden',
  'blog.next.report': 'Problem melden',

  'careers.title': 'Karriere',
  'careers.lead':
    '{{brand}} ist ein Open-Source-Projekt, kein Unternehmen mit offenen Stellen: Wir stellen nicht ein.',
  'careers.contribute.heading': 'Stattdessen beitragen',
  'careers.contribute.p1':
    'Wir sind ein Open-Source-Projekt; trage im Repository bei. Eröffne ein Issue, um eine Änderung zu besprechen, und schicke dann einen Pull Request. Korrekturen, Übersetzungen und Dokumentation sind ebenso willkommen wie neue Funktionen.',
  'careers.start.heading': 'Gute Einstiegspunkte',
  'careers.start.item1': 'Übersetzungen der fünf Oberflächensprachen (en, es, fr, de, zh)',
  'careers.start.item2': 'Die geplanten Integrationen für Office 365 und Apple Kalender',
  'careers.start.item3': 'Barrierefreiheit und Korrekturen für kleine Bildschirme',
  'careers.start.item4': 'Dokumentation zum Selbsthosten',

  'contact.title': 'Kontakt',
  'contact.lead':
    '{{brand}} wird offen entwickelt, deshalb finden Gespräche im Repository des Projekts statt.',
  'contact.questions.heading': 'Fragen, Ideen und Fehlerberichte',
  'contact.questions.p1':
    'Eröffne ein Issue im Repository. Beschreibe bei einem Fehler, was du getan hast, was du erwartet hast und was stattdessen passiert ist.',
  'contact.security.heading': 'Sicherheitsprobleme',
  'contact.security.p1':
    'Bitte melde sie nicht in einem öffentlichen Issue; auf der Seite „Sicherheit“ steht, wie du sie meldest.',
  'contact.account.heading': 'Dein Konto auf der Instanz eines anderen',
  'contact.account.p1':
    'Wenn jemand anderes das {{brand}} betreibt, das du nutzt, verwaltet dessen Betreiber dein Konto und deine Daten: Frag zuerst dort nach.',

  'help.title': 'Hilfe',
  'help.lead': 'Erste Schritte mit {{brand}}, Schritt für Schritt.',
  'help.account.heading': '1. Konto erstellen',
  'help.account.p1':
    'Registriere dich mit deiner E-Mail-Adresse und einem Benutzernamen (er wird Teil deiner Buchungslinks) oder mit Google. Du bekommst einen Standardplan, „Arbeitszeiten“: Montag bis Freitag, 09:00 bis 17:00 Uhr, in der Zeitzone deines Browsers.',
  'help.availability.heading': '2. Verfügbarkeit festlegen',
  'help.availability.p1':
    'Unter „Verfügbarkeit“ änderst du deine Wochenzeiten, fügst datumsbezogene Ausnahmen hinzu oder legst weitere Pläne an. Genau ein Plan ist dein Standard.',
  'help.eventType.heading': '3. Terminart erstellen',
  'help.eventType.p1':
    'Wähle unter „Terminarten“ „Neue Terminart“ und lege Titel, Dauer, Ort und Plan fest. Aktive Terminarten sind öffentlich; der kostenlose Tarif erlaubt {{maxActive}} davon.',
  'help.share.heading': '4. Link teilen',
  'help.share.p1':
    'Jede aktive Terminart ist unter /{username}/{slug} buchbar. Nutze „Link kopieren“ auf ihrer Karte und verschicke ihn oder setze ihn auf deine Website.',
  'help.bookings.heading': '5. Buchungen verwalten',
  'help.bookings.p1':
    'Unter „Buchungen“ bestätigst oder lehnst du ausstehende Buchungen ab, stornierst bestätigte und wechselst in die Kalenderansicht, um deinen Monat zu sehen.',
  'help.google.heading': 'Google Kalender verbinden',
  'help.google.p1':
    'Öffne in den Einstellungen die Kalender-Integrationen und verbinde ein Google-Konto. Seine belegten Zeiten blockieren dann deine Zeitfenster, und bestätigte Buchungen erscheinen in seinem Kalender.',
  'help.password.heading': 'Passwort vergessen?',
  'help.password.p1':
    'Wähle auf der Anmeldeseite „Passwort vergessen?“. Gehört die E-Mail-Adresse zu einem Konto, wird ein einmal verwendbarer Link an sie geschickt, der eine Stunde gültig ist.',

  'privacy.title': 'Datenschutz',
  'privacy.lead': 'Was {{brand}} speichert und warum. Es ist kurz, weil es wenig speichert.',
  'privacy.stored.heading': 'Was gespeichert wird',
  'privacy.stored.item1':
    'Dein Konto: Vorname, Nachname, Benutzername, E-Mail-Adresse, Profilbild, Zeitzone und Sprache',
  'privacy.stored.item2': 'Dein Passwort, nur als argon2id-Hash, nie das Passwort selbst',
  'privacy.stored.item3': 'Deine Terminarten, Verfügbarkeitspläne und Buchungen',
  'privacy.stored.item4':
    'Zu jeder Buchung: Name, E-Mail-Adresse und Zeitzone der teilnehmenden Person, Antworten auf deine Fragen und weitere Teilnehmende',
  'privacy.stored.item5':
    'Verbundene Google-Konten: Name, E-Mail-Adresse, erteilte Berechtigungen und Zugriffstoken, verschlüsselt gespeichert',
  'privacy.cookies.heading': 'Token und Cookies',
  'privacy.cookies.p1':
    'Damit du angemeldet bleibst, hält dein Browser ein kurzlebiges Zugriffstoken im lokalen Speicher und ein Refresh-Cookie, das die Skripte der Seite nicht lesen können; ein XSRF-TOKEN-Cookie schützt vor Cross-Site-Anfragen. Weitere Cookies gibt es nicht.',
  'privacy.tracking.heading': 'Kein Tracking',
  'privacy.tracking.p1':
    'Keine Analyse-Skripte, keine Werbung, keine Tracker von Dritten. Die einfachen Auswertungen in deinem Dashboard zählen deine eigenen Buchungen; sie verfolgen keine Besucher.',
  'privacy.visibility.heading': 'Wer was sieht',
  'privacy.visibility.p1':
    'Wer bei dir bucht, sieht deinen Namen, dein Profilbild und die öffentlichen Angaben der Terminart. Ein Stornierungslink zeigt die Zusammenfassung seiner Buchung, nie die Daten anderer Teilnehmender. E-Mails laufen über den SMTP-Server, mit dem die Instanz eingerichtet ist; Google erhält nur Daten zu den Konten, die du verbindest.',
  'privacy.responsible.heading': 'Wer verantwortlich ist',
  'privacy.responsible.p1':
    'Wer eine {{brand}}-Instanz betreibt, verfügt über ihre Daten. Wenn du sie selbst hostest, bist das du.',

  'terms.title': 'Nutzungsbedingungen',
  'terms.lead': 'Die Kurzfassung der Regeln für die Nutzung von {{brand}}.',
  'terms.software.heading': 'Die Software',
  'terms.software.p1':
    '{{brand}} ist Open-Source-Software und wird ohne Mängelgewähr und ohne jegliche Garantie bereitgestellt. Es ist eine frühe Alpha: Rechne mit Ecken und Kanten und bewahre eine eigene Kopie der Daten auf, die dir wichtig sind.',
  'terms.plan.heading': 'Der kostenlose Tarif',
  'terms.plan.p1':
    '{{price}} pro Monat, keine Kreditkarte erforderlich. Er umfasst unbegrenzt viele Terminarten, davon bis zu {{maxActive}} gleichzeitig aktiv.',
  'terms.fair.heading': 'Faire Nutzung',
  'terms.fair.item1': 'Nutze es rechtmäßig und lade nur Menschen zum Buchen ein, die dich treffen möchten',
  'terms.fair.item2': 'Überflute die Buchungsseiten anderer nicht mit automatisierten Buchungen',
  'terms.fair.item3': 'Behalte dein Passwort für dich',
  'terms.instances.heading': 'Instanzen',
  'terms.instances.p1':
    'Wer eine {{brand}}-Instanz betreibt, ist für sie verantwortlich und kann diesen Regeln eigene hinzufügen.',

  'security.title': 'Sicherheit',
  'security.lead': 'Wie {{brand}} Konten und Buchungen schützt.',
  'security.accounts.heading': 'Konten',
  'security.accounts.item1': 'Passwörter werden mit argon2id gehasht',
  'security.accounts.item2': 'Fehlgeschlagene Anmeldungen werden pro Konto und pro Adresse begrenzt',
  'security.accounts.item3':
    'Zugriffstoken sind kurzlebig; das Refresh-Cookie ist httpOnly und SameSite, wird bei jeder Nutzung erneuert und erkennt Wiederverwendung',
  'security.accounts.item4':
    'Ein XSRF-TOKEN-Cookie und der Header X-XSRF-TOKEN schützen per Cookie authentifizierte Aufrufe',
  'security.accounts.item5':
    'Links zum Zurücksetzen des Passworts sind nur einmal verwendbar und laufen nach einer Stunde ab, und die Antwort ist dieselbe, ob die E-Mail-Adresse existiert oder nicht',
  'security.accounts.item6':
    'Die Anmeldung mit Google nutzt den OAuth-2.0-Authorization-Code-Flow mit PKCE und State; Google-Token werden verschlüsselt gespeichert',
  'security.bookings.heading': 'Buchungen',
  'security.bookings.item1': 'Überlappende Buchungen eines Gastgebers lehnt eine Datenbankbedingung ab',
  'security.bookings.item2':
    'Buchungs-IDs sind zufällige UUIDs, daher lässt sich ein Stornierungslink nicht erraten',
  'security.bookings.item3':
    'Eine Stornierungsseite zeigt nur ihre eigene Buchung, nie die Daten anderer Teilnehmender',
  'security.report.heading': 'Eine Schwachstelle melden',
  'security.report.p1':
    'Bitte melde sie vertraulich an die Maintainer im Repository, nicht in einem öffentlichen Issue, damit sie behoben werden kann, bevor sie bekannt wird.',
  'features.teams.p2':
    'Es gilt der Standardplan jedes Gastgebers oder ein fester Plan für die ganze Team-Terminart. Die Teamseite /team/{team} zeigt die Terminarten und Gastgeber des Teams, jede mit eigener Buchungsseite.',
};

export default marketing;
