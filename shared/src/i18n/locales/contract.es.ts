import type { Messages } from '@slotwise/shared/i18n/i18n';
import type { ContractKey } from '@slotwise/shared/i18n/locales/contract.en';

const contract: Messages<ContractKey> = {
  'validation.required': 'Este campo es obligatorio',
  'validation.minLength': 'Este campo debe tener al menos {{count}} caracteres',
  'validation.maxLength': 'La longitud máxima permitida es {{count}}',
  'validation.email': 'Introduce una dirección de correo electrónico válida',
  'validation.fallback': 'La validación ha fallado. Revisa los datos introducidos.',
  'validation.nulCharacter': 'Este campo contiene un carácter no válido',
  'validation.dateRange': 'Elige una fecha entre 1970 y 2200',
  'auth.usernamePattern': 'El nombre de usuario solo puede contener letras, números, guiones y guiones bajos',
  'auth.usernameReserved': 'Este nombre de usuario está reservado',
  'auth.usernameTaken': 'Este nombre de usuario ya está en uso',
  'auth.emailTaken': 'Este correo electrónico ya está registrado',
  'auth.passwordsMustMatch': 'Las contraseñas deben coincidir',
  'auth.passwordCommon': 'Esta contraseña es demasiado común. Elige una menos común',
  'auth.passwordMatchesIdentifier':
    'La contraseña no puede ser tu nombre de usuario ni tu correo electrónico',
  'auth.passwordOneCharacter': 'La contraseña no puede tener solo espacios ni un mismo carácter repetido',
  'auth.avatarUrl': 'El avatar debe ser una dirección https://',
  'auth.loginMin': 'El correo electrónico o nombre de usuario debe tener al menos 3 caracteres',
  'auth.timeZone': 'Elige una zona horaria válida',
  'auth.forgotPasswordAnswer':
    'Si existe una cuenta con ese correo electrónico, te hemos enviado un enlace para restablecer tu contraseña.',
  'auth.resetPasswordDone': 'Tu contraseña se ha restablecido. Ya puedes iniciar sesión.',
  'auth.resetTokenInvalid': 'Este enlace para restablecer la contraseña no es válido o ha caducado.',
  'auth.currentPasswordWrong': 'La contraseña actual no es correcta.',
  'auth.noPasswordYet':
    'Esta cuenta aún no tiene contraseña. Usa “¿Olvidaste tu contraseña?” en la página de inicio de sesión para crear una.',
  'auth.emailVerified': 'Tu dirección de correo está confirmada.',
  'auth.verificationTokenInvalid': 'Este enlace de confirmación no es válido, ha caducado o ya se ha usado.',
  'auth.verificationSent': 'Te hemos enviado un nuevo enlace de confirmación. Revisa tu bandeja de entrada.',
  'auth.alreadyVerified': 'Tu dirección de correo ya está confirmada.',
  'auth.emailVerificationRequired':
    'Primero confirma tu dirección de correo. Usa el enlace que te enviamos o pide uno nuevo.',
  'auth.googleUnverifiedAccount':
    'Ya existe una cuenta con esta dirección de correo, pero aún no está confirmada. Inicia sesión con tu contraseña o restablécela y luego continúa con Google.',
  'eventType.slugPattern': 'Usa solo letras minúsculas, números y guiones',
  'eventType.slugTaken': 'Ya tienes un tipo de evento con este enlace',
  'eventType.maxActive':
    'El plan gratuito permite hasta 5 tipos de evento activos. Desactiva primero otro tipo de evento.',
  'eventType.maxParticipants': 'Los tipos de evento grupales necesitan un número máximo de participantes',
  'eventType.availabilityNotFound': 'Elige uno de tus horarios de disponibilidad',
  'eventType.noAvailability': 'Primero tienes que crear un horario de disponibilidad.',
  'eventType.notFound': 'No se ha encontrado el tipo de evento',
  'eventType.duration': 'Elige una duración de entre 5 minutos y 12 horas, en intervalos de 5 minutos',
  'eventType.tooManyReminders': 'Como máximo 3 recordatorios',
  'eventType.tooManyQuestions': 'Como máximo 5 preguntas',
  'eventType.googleAccountNotFound': 'No se ha encontrado la cuenta de Google',
  'eventType.deleted': 'Tipo de evento eliminado',
  'eventType.hasUpcomingBookings': 'Este tipo de evento tiene reservas próximas. Cancélalas primero.',
  'availability.timeFormat': 'Usa el formato de 24 horas HH:mm',
  'availability.endAfterStart': 'La hora de fin debe ser posterior a la de inicio',
  'availability.overlap': 'Estas horas se solapan con otras horas del mismo día',
  'availability.overrideOverlap': 'Estas horas se solapan con otras horas de la misma fecha',
  'availability.dateFormat': 'Usa el formato AAAA-MM-DD',
  'availability.duplicateOverrideDate': 'Esta fecha ya tiene una excepción',
  'availability.unavailableHasNoHours': 'Un día no disponible no tiene horas',
  'availability.overrideNeedsHours': 'Añade horas para esta fecha o márcala como no disponible',
  'availability.inUse':
    'Este horario lo usan uno o varios tipos de evento. Elige otro horario para ellos antes de eliminarlo.',
  'availability.lastSchedule': 'Necesitas al menos un horario de disponibilidad.',
  'availability.notFound': 'No se ha encontrado la disponibilidad',
  'availability.slotNotFound': 'No se ha encontrado la franja',
  'availability.keepOneDefault': 'Primero haz que otro horario sea el predeterminado',
  'availability.deleted': 'Disponibilidad eliminada',
  'availability.slotDeleted': 'Franja eliminada',
  'availability.dayOfWeek': 'Elige un día del 1 (lunes) al 7 (domingo)',
  'team.notFound': 'No se ha encontrado el equipo',
  'team.memberNotFound': 'No se ha encontrado al miembro del equipo',
  'team.deleted': 'Equipo eliminado correctamente',
  'team.memberRemoved': 'Miembro del equipo eliminado correctamente',
  'team.forbidden': 'Solo los propietarios y administradores del equipo pueden hacer esto',
  'team.ownerOnly': 'Solo el propietario del equipo puede eliminarlo',
  'team.alreadyMember': 'Esta persona ya es miembro del equipo',
  'team.ownerCannotBeRemoved': 'No se puede eliminar al propietario del equipo',
  'team.ownerRoleFixed': 'No se puede cambiar el rol del propietario del equipo',
  'team.invitationNotFound': 'No se ha encontrado la invitación',
  'team.invitationDeclined': 'Invitación rechazada',
  'location.addressRequired': 'Introduce la dirección',
  'location.phoneInvalid': 'Introduce un número de teléfono válido',
  'location.phoneRequired': 'Introduce tu número de teléfono',
  'location.smsCountryCode': 'Introduce el número con su prefijo de país, empezando por +',
  'location.smsCountryNotAllowed': 'No se pueden enviar recordatorios por SMS a este país',
  'location.urlInvalid': 'Introduce un enlace que empiece por https://',
  'booking.rescheduleCancelled': 'Esta reserva se ha cancelado y ya no se puede reprogramar.',
  'booking.rescheduleTooLate':
    'Esta reserva empieza demasiado pronto para reprogramarla. Ponte en contacto con el anfitrión.',
  'booking.rescheduleSameTime': 'La reserva ya está a esa hora.',
  'team.slugTaken': 'Otro equipo ya usa este enlace',
  'team.nameControlCharacters':
    'El nombre no puede contener caracteres de control como saltos de línea o tabulaciones',
  'team.invitationExpired': 'Esta invitación ha caducado. Pide al equipo que te la envíe de nuevo.',
  'team.verifyToAcceptForOthers':
    'Esta invitación se envió a otra dirección. Confirma primero tu propia dirección de correo o inicia sesión con la dirección invitada.',
  'team.verifyToAccept':
    'Confirma tu dirección de correo para aceptar las invitaciones que se le envíen, o abre el enlace del correo de invitación.',
  'team.resendTooSoon':
    'Ya se envió una invitación a esta dirección en las últimas 24 horas. Inténtalo de nuevo más tarde.',
  'team.tooManyTeamInvitations':
    'Este equipo ha enviado demasiadas invitaciones en las últimas 24 horas. Inténtalo de nuevo más tarde.',
  'team.tooManyInviterInvitations':
    'Has enviado demasiadas invitaciones en las últimas 24 horas. Inténtalo de nuevo más tarde.',
  'team.maxOwnedTeams': 'Puedes ser propietario de hasta 20 equipos. Elimina un equipo antes de crear otro.',
  'teamEventType.teamRequired': 'Los tipos de evento rotatorios y colectivos pertenecen a un equipo',
  'teamEventType.personalOnly':
    'Los tipos de evento individuales y grupales no pueden pertenecer a un equipo',
  'teamEventType.hostNotMember':
    'Los anfitriones deben ser miembros del equipo que hayan aceptado la invitación',
  'teamEventType.noHosts': 'Elige al menos un anfitrión',
  'account.codeWrong': 'El código es incorrecto o ha caducado.',
  'account.challengeExpired': 'Tu inicio de sesión ha caducado. Vuelve a introducir tu contraseña.',
  'account.twoFactorAlreadyEnabled': 'La verificación en dos pasos ya está activada.',
  'account.twoFactorNotEnabled': 'La verificación en dos pasos no está activada.',
  'account.twoFactorSetupFirst':
    'Vuelve a empezar la configuración: ningún secreto del autenticador espera un código.',
  'account.twoFactorEnabled':
    'La verificación en dos pasos está activada. Guarda tus códigos de recuperación en un lugar seguro.',
  'account.twoFactorDisabled': 'La verificación en dos pasos está desactivada.',
  'account.disabled': 'Un administrador ha desactivado esta cuenta.',
  'account.signupClosed': 'El registro está cerrado en este servidor. Pide una cuenta a un administrador.',
  'account.signupInvitationOnly':
    'En este servidor solo puedes registrarte con una invitación. Usa el enlace de tu invitación.',
  'account.invitationInvalid': 'Esta invitación no es válida, ha caducado o ya se ha usado.',
  'account.sessionNotFound': 'Sesión no encontrada.',
  'admin.forbidden': 'Solo los administradores de este servidor pueden hacer esto.',
  'admin.notYourself': 'No puedes desactivar tu propia cuenta.',
  'admin.tooManyTestMails': 'Demasiados correos de prueba. Espera unos minutos.',
};

export default contract;
