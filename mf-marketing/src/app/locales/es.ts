import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { MarketingKey } from './en';

const marketing: Messages<MarketingKey> = {
  'release.label': 'Alfa temprana',
  'layout.loading': 'Cargando',

  'nav.main': 'Principal',
  'nav.mobile': 'Móvil',
  'nav.openMenu': 'Abrir menú',
  'nav.closeMenu': 'Cerrar menú',
  'nav.solutions': 'Soluciones',
  'nav.features': 'Funciones',
  'nav.integrations': 'Integraciones',
  'nav.enterprise': 'Empresas',
  'nav.pricing': 'Precios',
  'nav.goToApp': 'Ir a la app',
  'nav.signIn': 'Iniciar sesión',

  'footer.tagline':
    'Agenda de reuniones de código abierto: publica tus tipos de evento, comparte un enlace y recibe reservas.',
  'footer.product': 'Producto',
  'footer.project': 'Proyecto',
  'footer.support': 'Soporte',
  'footer.about': 'Acerca de',
  'footer.blog': 'Blog',
  'footer.careers': 'Empleo',
  'footer.contact': 'Contacto',
  'footer.help': 'Ayuda',
  'footer.privacy': 'Privacidad',
  'footer.terms': 'Condiciones',
  'footer.security': 'Seguridad',
  'footer.copyright': '© {{year}} {{brand}}. Software de código abierto.',
  'footer.selfHost': 'Alójalo tú mismo con {{command}}.',

  'landing.documentTitle': '{{brand}} · Agendar reuniones, así de simple',
  'landing.hero.badge': 'Alfa temprana · código abierto',
  'landing.hero.title': 'Agendar reuniones, así de {{highlight}}',
  'landing.hero.titleHighlight': 'simple',
  'landing.hero.lead':
    'Publica tus tipos de evento bajo un único enlace personal. Tus invitados eligen una hora en su propia zona horaria y la reunión aparece en tu calendario, sin idas y venidas.',
  'landing.hero.signUp': 'Regístrate',
  'landing.hero.howItWorks': 'Cómo funciona',
  'landing.noCreditCardRequired': 'No se necesita tarjeta de crédito',
  'landing.properties': 'Características del producto',
  'landing.property.openSource': 'Código abierto',
  'landing.property.selfHostable': 'Autoalojable',
  'landing.property.noCreditCard': 'Sin tarjeta de crédito',
  'landing.property.noTracking': 'Sin rastreo',
  'landing.why.eyebrow': 'Por qué {{brand}}',
  'landing.why.title': 'Todo lo que necesitas para recibir reservas',
  'landing.why.text':
    'Una página de reservas que se entiende de un vistazo y un panel que mantiene tu semana en orden.',
  'landing.claim.simplified.title': 'Agenda simplificada',
  'landing.claim.simplified.text':
    'Comparte un enlace por tipo de evento. Tus invitados eligen una hora libre, sin cadenas de correos.',
  'landing.claim.timeZone.title': 'Horas en la zona horaria del invitado',
  'landing.claim.timeZone.text':
    'La página de reservas detecta la zona horaria del visitante y muestra todas las horas en ella; puede cambiarla.',
  'landing.claim.mobile.title': 'Pensado para móviles',
  'landing.claim.mobile.text':
    'La página de reservas y tu panel funcionan igual de bien en un teléfono que en un ordenador.',
  'landing.claim.calendars.title': 'Integraciones de calendario',
  'landing.claim.calendars.text':
    'Hoy, Google Calendar: las horas ocupadas bloquean franjas y las reservas se convierten en eventos. Outlook y más están en la hoja de ruta.',
  'landing.claim.privacy.title': 'La privacidad primero',
  'landing.claim.privacy.text':
    'Sin rastreo ni anuncios. Las contraseñas se guardan como hash argon2id y puedes ejecutarlo en tu propio servidor.',
  'landing.claim.fast.title': 'Rápido',
  'landing.claim.fast.text':
    'Un front end pequeño y precomprimido y una API ligera, para que las páginas abran rápido incluso en redes móviles.',
  'landing.how.eyebrow': 'Cómo funciona',
  'landing.how.title': 'Tres pasos hasta tu primera reserva',
  'landing.step.create.title': 'Crea tipos de evento',
  'landing.step.create.text':
    'Dale a cada tipo de reunión un título, una duración y sus detalles: lugar, márgenes, preguntas, recordatorios.',
  'landing.step.share.title': 'Comparte tu enlace',
  'landing.step.share.text':
    'Cada tipo de evento tiene una página pública en /{username}/{slug}. Ponla en tu firma de correo o en tu web.',
  'landing.step.booked.title': 'Recibe reservas',
  'landing.step.booked.text':
    'Tus invitados eligen una hora. Ambos recibís un correo con una invitación .ics y la reunión aparece en tu calendario.',
  'landing.correct.eyebrow': 'Hecho para calendarios reales',
  'landing.correct.title': 'Una agenda que no falla',
  'landing.correct.text': 'Los detalles que hacen fiable un enlace de reservas, resueltos por ti.',
  'landing.blurb.smart.title': 'Agenda inteligente',
  'landing.blurb.smart.text':
    'Evita las reservas duplicadas con una restricción de la base de datos y respeta los márgenes que fijas alrededor de las reuniones.',
  'landing.blurb.timeZone.title': 'Gestión de zonas horarias',
  'landing.blurb.timeZone.text':
    'Tu disponibilidad vive en tu zona horaria y sigue siendo correcta con los cambios de horario de verano a ambos lados.',
  'landing.blurb.team.title': 'Agenda de equipo',
  'landing.blurb.team.text':
    'Crea un equipo y ofrece tipos de evento rotativos (round-robin) o colectivos entre sus miembros.',
  'landing.blurb.instant.title': 'Reserva al instante',
  'landing.blurb.instant.text':
    'Las reservas se confirman al momento, o esperan tu aprobación si activas «Requiere confirmación».',
  'landing.who.eyebrow': 'Para quién es',
  'landing.who.title': 'Hecho para quienes viven según su calendario',
  'landing.who.text':
    'Citas ilustrativas: {{brand}} es una alfa temprana, así que describen a las personas para quienes está hecho. No son reseñas de clientes con nombre.',
  'landing.quote.consultant.quote':
    'Envío un enlace en lugar de cinco correos para encontrar una hora que nos venga bien.',
  'landing.quote.consultant.who': 'Una consultora independiente',
  'landing.quote.studio.quote':
    'Los clientes reservan en su propia zona horaria, así que ya nadie se conecta una hora antes.',
  'landing.quote.studio.who': 'Un pequeño estudio en remoto',
  'landing.quote.selfHoster.quote':
    'Lo ejecutamos en nuestro propio servidor junto a nuestras otras herramientas, y los datos se quedan con nosotros.',
  'landing.quote.selfHoster.who': 'Un desarrollador que lo aloja él mismo',
  'landing.quote.illustrative': '{{who}} (ilustrativo)',
  'landing.cta.title': '¿Listo para compartir tu primer enlace de reservas?',
  'landing.cta.text':
    'Crea una cuenta, define tu disponibilidad y publica un tipo de evento en pocos minutos.',
  'landing.cta.start': 'Empieza gratis',
  'landing.cta.learnMore': 'Más información',
  'landing.cta.learnMoreContext': ' sobre las funciones de Slotwise',

  'sample.label': 'Tarjeta de evento de ejemplo',
  'sample.host': 'Anfitrión',
  'sample.badge': 'Ejemplo',
  'sample.title': 'Llamada de presentación',
  'sample.description': 'Una primera conversación breve para conocernos y ver cómo podemos trabajar juntos.',
  'sample.duration': '{{minutes}} minutos',
  'sample.selected': '(seleccionado)',

  'pricing.documentTitle': 'Precios · {{brand}}',
  'pricing.title': 'Precios',
  'pricing.lead':
    'Un solo plan, y es gratuito: todo lo que necesitas para compartir un enlace de reservas y recibir reservas.',
  'pricing.plan': 'Plan gratuito',
  'pricing.perMonth': 'al mes',
  'pricing.noCreditCardRequired': 'No se necesita tarjeta de crédito',
  'pricing.featuresLabel': 'Funciones del plan gratuito',
  'pricing.feature.unlimited': 'Tipos de evento ilimitados',
  'pricing.feature.active': 'Hasta {{maxActive}} tipos de evento activos',
  'pricing.feature.links': 'Enlaces de reserva personalizados',
  'pricing.feature.calendars': 'Integraciones de calendario (Google, Outlook)',
  'pricing.feature.emails': 'Notificaciones automáticas por correo',
  'pricing.feature.customization': 'Personalización básica de la página de reservas',
  'pricing.feature.availability': 'Ajustes básicos de disponibilidad',
  'pricing.feature.analytics': 'Estadísticas básicas',
  'pricing.calendarNote': 'Google Calendar ya funciona; Outlook llegará pronto.',
  'pricing.goToDashboard': 'Ir al panel',
  'pricing.getStarted': 'Empieza gratis',
  'pricing.questions': 'Preguntas',
  'pricing.q.active.question': '¿Qué cuenta como tipo de evento activo?',
  'pricing.q.active.answer':
    'Uno que es público, de modo que cualquiera con su enlace puede reservarlo. Puedes tener tantos tipos de evento inactivos como quieras y activar {{maxActive}} cualesquiera de ellos.',
  'pricing.q.selfHost.question': '¿Puedo ejecutarlo en mi propio servidor?',
  'pricing.q.selfHost.answer':
    'Sí. {{brand}} es de código abierto: clona el repositorio y ejecuta npm ci && npm start. Usa una base de datos integrada por defecto, o tu servidor PostgreSQL.',
  'pricing.q.calendars.question': '¿Qué calendarios son compatibles?',
  'pricing.q.calendars.answer':
    'Google Calendar ya funciona. Outlook (Office 365) y Apple Calendar llegarán pronto.',

  'features.title': 'Funciones',
  'features.lead':
    'Lo que {{brand}} hace hoy, en su alfa temprana: tipos de evento, disponibilidad, una página de reservas pública, correos y Google Calendar.',
  'features.eventTypes.heading': 'Tipos de evento',
  'features.eventTypes.p1':
    'Un tipo de evento es un tipo de reunión que ofreces: un título, una descripción, una duración (15, 30, 45, 60 o 120 minutos), un lugar como Google Meet y el horario de disponibilidad del que se reserva.',
  'features.eventTypes.item1': 'Tipos individuales, de grupo, colectivos y rotativos (round-robin)',
  'features.eventTypes.item2': 'Márgenes antes y después de cada reunión',
  'features.eventTypes.item3': 'Hasta {{maxReminders}} recordatorios, por defecto un correo 24 horas antes',
  'features.eventTypes.item4': 'Hasta {{maxQuestions}} preguntas para quien reserva',
  'features.eventTypes.item5': '«Requiere confirmación», cuando quieres aprobar cada reserva',
  'features.schedules.heading': 'Horarios de disponibilidad con zonas horarias',
  'features.schedules.p1':
    'Un horario contiene horas semanales en su propia zona horaria (como Europe/Berlin), varios intervalos por día y excepciones por fecha para festivos o cambios puntuales. Una cuenta nueva empieza con «Horario laboral»: de lunes a viernes, de 09:00 a 17:00, en la zona horaria de tu navegador.',
  'features.bookingPage.heading': 'Una página de reservas pública',
  'features.bookingPage.p1':
    'Cada tipo de evento activo se puede reservar en /{username}/{slug}. Los visitantes ven las horas en su propia zona horaria (y pueden cambiarla), alternan entre el formato de 12 y de 24 horas, eligen un día en un calendario mensual y responden a tus preguntas.',
  'features.noDoubleBooking.heading': 'Sin reservas duplicadas',
  'features.noDoubleBooking.p1':
    'Dos personas no pueden coger la misma hora: la propia base de datos rechaza las reservas solapadas de un anfitrión, así que funciona incluso con varios servidores. Si alguien ocupa una hora mientras otra persona la está reservando, se le pide que elija otra.',
  'features.emails.heading': 'Correos con invitaciones de calendario',
  'features.emails.p1':
    'Anfitriones y asistentes reciben un correo cuando se crea, confirma, rechaza o cancela una reserva, con una invitación .ics y un enlace de cancelación, además de los recordatorios del tipo de evento.',
  'features.googleSync.heading': 'Sincronización con Google Calendar',
  'features.googleSync.p1':
    'Conecta una o varias cuentas de Google en Configuración. Las horas ocupadas de tu calendario principal bloquean franjas de reserva, y las reservas confirmadas se convierten en eventos del calendario, con un enlace de Google Meet cuando el lugar es Google Meet.',
  'features.teams.heading': 'Equipos',
  'features.teams.p1':
    'Crea un equipo, invita a miembros por correo y ofrece tipos de evento rotativos (round-robin) o colectivos con los miembros que elijas como anfitriones. Rotativo: cada reserva va a un anfitrión libre, el que tiene menos reservas de ese tipo de evento en los últimos 30 días (en caso de empate, el reservado hace más tiempo). Colectivo: todos los anfitriones asisten a cada reserva y solo se ofrece una hora cuando todos están libres.',
  'features.dashboard.heading': 'Un panel para tus reservas',
  'features.dashboard.p1':
    'Confirma, rechaza, cancela y elimina reservas desde una lista o una vista de calendario. Las estadísticas básicas muestran tus reservas por semana, por estado y por tipo de evento. La interfaz está disponible en inglés, español, francés, alemán y chino.',
  'features.selfHost.heading': 'Código abierto y autoalojable',
  'features.selfHost.p1':
    'Ejecútalo en tu propio equipo o servidor con un solo comando. Usa por defecto un PostgreSQL integrado (PGlite), así que no hay que instalar ninguna base de datos, o tu propio servidor PostgreSQL mediante DATABASE_URL.',

  'integrations.title': 'Integraciones',
  'integrations.lead': 'Con qué se conecta {{brand}} hoy y qué está previsto.',
  'integrations.google.heading': 'Google Calendar (disponible)',
  'integrations.google.item1': 'Las horas ocupadas de tu calendario principal bloquean franjas de reserva',
  'integrations.google.item2': 'Las reservas confirmadas se convierten en eventos del calendario conectado',
  'integrations.google.item3': 'Se crea un enlace de Google Meet cuando el lugar es Google Meet',
  'integrations.google.item4': 'Cancelar una reserva elimina su evento del calendario',
  'integrations.google.item5':
    'Conecta varias cuentas de Google; conectar una nunca cambia cómo inicias sesión',
  'integrations.signIn.heading': 'Iniciar sesión con Google (disponible)',
  'integrations.signIn.p1':
    'Inicia sesión con una cuenta de Google en lugar de una contraseña, una vez que quien gestiona la instancia haya configurado un cliente OAuth de Google.',
  'integrations.email.heading': 'Correo (disponible)',
  'integrations.email.p1':
    'Los correos de reserva incluyen una invitación .ics que cualquier aplicación de calendario puede importar, y la pantalla de confirmación ofrece «Añadir a Google Calendar». Los correos salen por el servidor SMTP configurado en la instancia; sin él, una instancia local guarda cada mensaje como archivo .eml en su carpeta de datos, para que veas lo que se enviaría.',
  'integrations.planned.heading': 'Previsto',
  'integrations.planned.p1':
    'Ambos aparecen como «Próximamente» en Configuración. Las contribuciones son bienvenidas.',
  'integrations.planned.item1': 'Office 365 (calendario de Microsoft)',
  'integrations.planned.item2': 'Apple Calendar (iCloud)',
  'integrations.planned.contribute': 'Cómo contribuir',

  'enterprise.title': 'Empresas',
  'enterprise.lead':
    'No hay una edición empresarial aparte ni equipo de ventas. Las organizaciones ejecutan el mismo {{brand}} de código abierto en su propia infraestructura.',
  'enterprise.runIt.heading': 'Ejecútalo tú mismo',
  'enterprise.runIt.p1':
    'Arráncalo con un solo comando. La base de datos integrada sirve para una prueba o un equipo pequeño; en producción, apunta DATABASE_URL a tu servidor PostgreSQL. Ambos usan un mismo esquema y un mismo conjunto de migraciones.',
  'enterprise.scale.heading': 'Escala con seguridad',
  'enterprise.scale.p1':
    'Varias réplicas de la API pueden funcionar detrás de un balanceador de carga. Las reservas duplicadas se evitan con una restricción de la base de datos y no con una comprobación en un solo proceso, y los recordatorios son tareas guardadas en la base de datos, así que ninguno se envía dos veces.',
  'enterprise.config.heading': 'Tu configuración',
  'enterprise.config.item1': 'Tu propio servidor SMTP para todos los correos',
  'enterprise.config.item2':
    'Tu propio cliente OAuth de Google para el inicio de sesión y el acceso al calendario',
  'enterprise.config.item3':
    'Equipos con propietarios, administradores y miembros; tipos de evento rotativos y colectivos',

  'about.title': 'Acerca de {{brand}}',
  'about.lead':
    '{{brand}} es una aplicación de código abierto para agendar reuniones, en la línea de Calendly y Cal.com.',
  'about.purpose.heading': 'Para qué sirve',
  'about.purpose.p1':
    'Los anfitriones publican tipos de evento reservables bajo un enlace personal, y los asistentes eligen una hora sin mensajes de ida y vuelta. Sirve a particulares, empresas y desarrolladores.',
  'about.status.heading': 'En qué punto está',
  'about.status.p1':
    '{{brand}} es una alfa temprana: los tipos de evento, los horarios de disponibilidad, la página de reservas pública, los correos y la sincronización con Google Calendar ya están, y aún quedan asperezas.',
  'about.built.heading': 'Cómo está hecho',
  'about.built.p1':
    'Un front end en React formado por micro-frontends desplegados de forma independiente (Chakra UI, Redux Toolkit, React Router) y una API en Fastify sobre PostgreSQL, o sobre PGlite, un PostgreSQL integrado, cuando no se indica ningún servidor.',
  'about.built.releaseNotes': 'Notas de la versión',

  'blog.title': 'Blog',
  'blog.lead': 'Notas de la versión: qué cambió en cada versión.',
  'blog.first.heading': 'Alfa temprana: la primera versión',
  'blog.first.p1': 'La primera versión que puedes ejecutar y usar. Incluye:',
  'blog.first.item1':
    'Cuentas con inicio de sesión por correo o nombre de usuario, e inicio de sesión con Google',
  'blog.first.item2': 'Tipos de evento con duraciones, márgenes, recordatorios y preguntas',
  'blog.first.item3': 'Horarios de disponibilidad con zonas horarias y excepciones por fecha',
  'blog.first.item4': 'La página de reservas pública en /{username}/{slug}, sin reservas duplicadas',
  'blog.first.item5': 'Correos con invitaciones .ics y enlaces de cancelación',
  'blog.first.item6': 'Sincronización con Google Calendar y enlaces de Google Meet',
  'blog.first.item7': 'Un panel con reservas, una vista de calendario y estadísticas básicas',
  'blog.first.item8': 'El plan gratuito: {{price}} al mes, hasta {{maxActive}} tipos de evento activos',
  'blog.next.heading': 'Lo que viene',
  'blog.next.item1': 'Office 365 y Apple Calendar',
  'blog.next.item2': 'Ajustes de notificaciones',
  'blog.next.item3': 'Pulir lo que señalen los usuarios de la alfa',
  'blog.next.report': 'Informar de un problema',

  'careers.title': 'Empleo',
  'careers.lead':
    '{{brand}} es un proyecto de código abierto, no una empresa con vacantes: no estamos contratando.',
  'careers.contribute.heading': 'Contribuye en su lugar',
  'careers.contribute.p1':
    'Somos un proyecto de código abierto; contribuye en el repositorio. Abre una incidencia para hablar de un cambio y después envía una pull request. Las correcciones, traducciones y documentación son tan bienvenidas como las funciones nuevas.',
  'careers.start.heading': 'Buenos puntos de partida',
  'careers.start.item1': 'Traducciones de los cinco idiomas de la interfaz (en, es, fr, de, zh)',
  'careers.start.item2': 'Las integraciones previstas con Office 365 y Apple Calendar',
  'careers.start.item3': 'Accesibilidad y mejoras para pantallas pequeñas',
  'careers.start.item4': 'Documentación para el autoalojamiento',

  'contact.title': 'Contacto',
  'contact.lead':
    '{{brand}} se desarrolla en abierto, así que las conversaciones tienen lugar en el repositorio del proyecto.',
  'contact.questions.heading': 'Preguntas, ideas e informes de errores',
  'contact.questions.p1':
    'Abre una incidencia en el repositorio. Si es un error, cuenta qué hiciste, qué esperabas y qué ocurrió en su lugar.',
  'contact.security.heading': 'Problemas de seguridad',
  'contact.security.p1':
    'Por favor, no los comuniques en una incidencia pública; la página de Seguridad explica cómo hacerlo.',
  'contact.account.heading': 'Tu cuenta en la instancia de otra persona',
  'contact.account.p1':
    'Si otra persona gestiona el {{brand}} que usas, su operador administra tu cuenta y tus datos: pregúntale primero.',

  'help.title': 'Ayuda',
  'help.lead': 'Primeros pasos con {{brand}}, paso a paso.',
  'help.account.heading': '1. Crea una cuenta',
  'help.account.p1':
    'Regístrate con tu correo y un nombre de usuario (pasará a formar parte de tus enlaces de reserva), o con Google. Recibes un horario predeterminado, «Horario laboral»: de lunes a viernes, de 09:00 a 17:00, en la zona horaria de tu navegador.',
  'help.availability.heading': '2. Define tu disponibilidad',
  'help.availability.p1':
    'En Disponibilidad, cambia tus horas semanales, añade excepciones por fecha o crea más horarios. Exactamente un horario es el predeterminado.',
  'help.eventType.heading': '3. Crea un tipo de evento',
  'help.eventType.p1':
    'En Tipos de evento, elige Nuevo tipo de evento y define su título, duración, lugar y horario. Los tipos de evento activos son públicos; el plan gratuito permite {{maxActive}}.',
  'help.share.heading': '4. Comparte tu enlace',
  'help.share.p1':
    'Cada tipo de evento activo se puede reservar en /{username}/{slug}. Usa Copiar enlace en su tarjeta y envíalo, o ponlo en tu web.',
  'help.bookings.heading': '5. Gestiona tus reservas',
  'help.bookings.p1':
    'En Reservas, confirma o rechaza las reservas pendientes, cancela las confirmadas y cambia a la vista de calendario para ver tu mes.',
  'help.google.heading': 'Conecta Google Calendar',
  'help.google.p1':
    'En Configuración, abre Integraciones de calendario y conecta una cuenta de Google. Sus horas ocupadas bloquearán tus franjas, y las reservas confirmadas aparecerán en su calendario.',
  'help.password.heading': '¿Has olvidado tu contraseña?',
  'help.password.p1':
    'Elige «¿Has olvidado tu contraseña?» en la página de inicio de sesión. Si el correo pertenece a una cuenta, se le envía un enlace de un solo uso válido durante una hora.',

  'privacy.title': 'Privacidad',
  'privacy.lead': 'Qué guarda {{brand}} y por qué. Es breve, porque guarda poco.',
  'privacy.stored.heading': 'Qué se guarda',
  'privacy.stored.item1':
    'Tu cuenta: nombre, apellidos, nombre de usuario, correo, avatar, zona horaria e idioma',
  'privacy.stored.item2': 'Tu contraseña, solo como hash argon2id, nunca la contraseña en sí',
  'privacy.stored.item3': 'Tus tipos de evento, horarios de disponibilidad y reservas',
  'privacy.stored.item4':
    'De cada reserva: el nombre, el correo y la zona horaria del asistente, las respuestas a tus preguntas y los asistentes adicionales',
  'privacy.stored.item5':
    'Cuentas de Google conectadas: nombre, correo, permisos concedidos y tokens de acceso, guardados cifrados',
  'privacy.cookies.heading': 'Tokens y cookies',
  'privacy.cookies.p1':
    'Para mantener tu sesión, tu navegador guarda un token de acceso de corta duración en el almacenamiento local y una cookie de renovación que los scripts de la página no pueden leer; una cookie XSRF-TOKEN protege contra las peticiones entre sitios. No hay más cookies.',
  'privacy.tracking.heading': 'Sin rastreo',
  'privacy.tracking.p1':
    'Sin scripts de analítica, sin publicidad, sin rastreadores de terceros. Las estadísticas básicas de tu panel cuentan tus propias reservas; no siguen a los visitantes.',
  'privacy.visibility.heading': 'Quién ve qué',
  'privacy.visibility.p1':
    'Quienes reservan contigo ven tu nombre, tu avatar y los datos públicos del tipo de evento. Un enlace de cancelación muestra el resumen de su reserva, nunca los datos de otros asistentes. Los correos salen por el servidor SMTP configurado en la instancia; Google solo recibe datos de las cuentas que conectas.',
  'privacy.responsible.heading': 'Quién es responsable',
  'privacy.responsible.p1':
    'Quien ejecuta una instancia de {{brand}} controla sus datos. Si lo alojas tú, eres tú.',

  'terms.title': 'Condiciones',
  'terms.lead': 'La versión corta de las normas para usar {{brand}}.',
  'terms.software.heading': 'El software',
  'terms.software.p1':
    '{{brand}} es software de código abierto, proporcionado tal cual, sin garantía de ningún tipo. Es una alfa temprana: cuenta con asperezas y guarda tu propia copia de los datos que te importen.',
  'terms.plan.heading': 'El plan gratuito',
  'terms.plan.p1':
    '{{price}} al mes, sin tarjeta de crédito. Incluye tipos de evento ilimitados, de los que hasta {{maxActive}} pueden estar activos a la vez.',
  'terms.fair.heading': 'Uso justo',
  'terms.fair.item1': 'Úsalo de forma legal e invita a reservar solo a quienes quieran reunirse contigo',
  'terms.fair.item2': 'No inundes las páginas de reservas de otras personas con reservas automatizadas',
  'terms.fair.item3': 'No compartas tu contraseña',
  'terms.instances.heading': 'Instancias',
  'terms.instances.p1':
    'Quien opera una instancia de {{brand}} es responsable de ella y puede añadir sus propias normas a estas.',

  'security.title': 'Seguridad',
  'security.lead': 'Cómo protege {{brand}} las cuentas y las reservas.',
  'security.accounts.heading': 'Cuentas',
  'security.accounts.item1': 'Las contraseñas se guardan como hash argon2id',
  'security.accounts.item2': 'Los inicios de sesión fallidos tienen un límite por cuenta y por dirección',
  'security.accounts.item3':
    'Los tokens de acceso duran poco; la cookie de renovación es httpOnly y SameSite, se renueva en cada uso y detecta su reutilización',
  'security.accounts.item4':
    'Una cookie XSRF-TOKEN y la cabecera X-XSRF-TOKEN protegen las llamadas autenticadas por cookie',
  'security.accounts.item5':
    'Los enlaces para restablecer la contraseña son de un solo uso y caducan en una hora, y la respuesta es la misma exista o no el correo',
  'security.accounts.item6':
    'El inicio de sesión con Google usa el flujo de código de autorización de OAuth 2.0 con PKCE y state; los tokens de Google se guardan cifrados',
  'security.bookings.heading': 'Reservas',
  'security.bookings.item1':
    'Una restricción de la base de datos rechaza las reservas solapadas de un anfitrión',
  'security.bookings.item2':
    'Los identificadores de reserva son UUID aleatorios, así que un enlace de cancelación no se puede adivinar',
  'security.bookings.item3':
    'Una página de cancelación muestra solo su propia reserva, nunca los datos de otros asistentes',
  'security.report.heading': 'Informar de una vulnerabilidad',
  'security.report.p1':
    'Comunícala en privado a los mantenedores en el repositorio, no en una incidencia pública, para que pueda corregirse antes de hacerse pública.',
  'features.teams.p2':
    'Se aplica el horario predeterminado de cada anfitrión, o un horario fijo para todo el tipo de evento del equipo. La página del equipo /team/{equipo} muestra sus tipos de evento y anfitriones, cada uno con su propia página de reserva.',
};

export default marketing;
