import type { LanguageCode } from '@slotwise/shared/contract/limits.contract';

/**
 * Texts of the copies other hosts of a team booking get when one host confirms, rejects or
 * reschedules it, and of a round-robin reassignment (docs/product.md#team-event-types).
 */
export interface TeamMailMessages {
  subjects: {
    confirmed: (title: string, attendee: string) => string;
    rejected: (title: string, date: string) => string;
    rescheduled: (title: string, attendee: string) => string;
    assigned: (title: string, attendee: string) => string;
    reassignedAway: (title: string, attendee: string) => string;
  };
  leads: {
    confirmed: (actor: string, attendee: string) => string;
    rejected: (actor: string, attendee: string) => string;
    rescheduled: (actor: string, attendee: string) => string;
    assigned: (actor: string, attendee: string) => string;
    reassignedAway: (attendee: string, newHost: string) => string;
    /** The attendee moved a round-robin booking to a time its host is not free at. */
    assignedByAttendee: (attendee: string, previousHost: string) => string;
  };
}

export const teamMailMessages: Record<LanguageCode, TeamMailMessages> = {
  en: {
    subjects: {
      confirmed: (title, attendee) => `Confirmed: ${title} with ${attendee}`,
      rejected: (title, date) => `Declined: ${title} on ${date}`,
      rescheduled: (title, attendee) => `Rescheduled: ${title} with ${attendee}`,
      assigned: (title, attendee) => `You now host: ${title} with ${attendee}`,
      reassignedAway: (title, attendee) => `Reassigned: ${title} with ${attendee}`,
    },
    leads: {
      confirmed: (actor, attendee) => `${actor} confirmed the booking with ${attendee}.`,
      rejected: (actor, attendee) => `${actor} declined the booking request from ${attendee}.`,
      rescheduled: (actor, attendee) => `${actor} moved the booking with ${attendee} to a new time.`,
      assigned: (actor, attendee) =>
        `${actor} moved the booking with ${attendee} to a new time, and you now host it.`,
      reassignedAway: (attendee, newHost) =>
        `The booking with ${attendee} moved to a new time and now goes to ${newHost}; you no longer host it.`,
      assignedByAttendee: (attendee, previousHost) =>
        `${attendee} moved their booking to a new time and it was reassigned to you from ${previousHost}; you now host it.`,
    },
  },
  fr: {
    subjects: {
      confirmed: (title, attendee) => `Confirmé : ${title} avec ${attendee}`,
      rejected: (title, date) => `Refusé : ${title} le ${date}`,
      rescheduled: (title, attendee) => `Reprogrammé : ${title} avec ${attendee}`,
      assigned: (title, attendee) => `Vous animez désormais : ${title} avec ${attendee}`,
      reassignedAway: (title, attendee) => `Réattribué : ${title} avec ${attendee}`,
    },
    leads: {
      confirmed: (actor, attendee) => `${actor} a confirmé la réservation avec ${attendee}.`,
      rejected: (actor, attendee) => `${actor} a refusé la demande de réservation de ${attendee}.`,
      rescheduled: (actor, attendee) =>
        `${actor} a déplacé la réservation avec ${attendee} à un nouvel horaire.`,
      assigned: (actor, attendee) =>
        `${actor} a déplacé la réservation avec ${attendee} à un nouvel horaire, et c'est désormais vous qui l'animez.`,
      reassignedAway: (attendee, newHost) =>
        `La réservation avec ${attendee} a été déplacée à un nouvel horaire et revient désormais à ${newHost} ; vous ne l'animez plus.`,
      assignedByAttendee: (attendee, previousHost) =>
        `${attendee} a déplacé sa réservation à un nouvel horaire et elle vous a été réattribuée (auparavant ${previousHost}) ; c'est désormais vous qui l'animez.`,
    },
  },
  es: {
    subjects: {
      confirmed: (title, attendee) => `Confirmada: ${title} con ${attendee}`,
      rejected: (title, date) => `Rechazada: ${title} el ${date}`,
      rescheduled: (title, attendee) => `Reprogramada: ${title} con ${attendee}`,
      assigned: (title, attendee) => `Ahora la organizas tú: ${title} con ${attendee}`,
      reassignedAway: (title, attendee) => `Reasignada: ${title} con ${attendee}`,
    },
    leads: {
      confirmed: (actor, attendee) => `${actor} confirmó la reserva con ${attendee}.`,
      rejected: (actor, attendee) => `${actor} rechazó la solicitud de reserva de ${attendee}.`,
      rescheduled: (actor, attendee) => `${actor} movió la reserva con ${attendee} a un nuevo horario.`,
      assigned: (actor, attendee) =>
        `${actor} movió la reserva con ${attendee} a un nuevo horario y ahora la organizas tú.`,
      reassignedAway: (attendee, newHost) =>
        `La reserva con ${attendee} se movió a un nuevo horario y ahora es de ${newHost}; ya no la organizas tú.`,
      assignedByAttendee: (attendee, previousHost) =>
        `${attendee} movió su reserva a un nuevo horario y se te reasignó (antes la organizaba ${previousHost}); ahora la organizas tú.`,
    },
  },
  de: {
    subjects: {
      confirmed: (title, attendee) => `Bestätigt: ${title} mit ${attendee}`,
      rejected: (title, date) => `Abgelehnt: ${title} am ${date}`,
      rescheduled: (title, attendee) => `Verschoben: ${title} mit ${attendee}`,
      assigned: (title, attendee) => `Jetzt bei Ihnen: ${title} mit ${attendee}`,
      reassignedAway: (title, attendee) => `Neu zugewiesen: ${title} mit ${attendee}`,
    },
    leads: {
      confirmed: (actor, attendee) => `${actor} hat die Buchung mit ${attendee} bestätigt.`,
      rejected: (actor, attendee) => `${actor} hat die Buchungsanfrage von ${attendee} abgelehnt.`,
      rescheduled: (actor, attendee) =>
        `${actor} hat die Buchung mit ${attendee} auf einen neuen Termin verschoben.`,
      assigned: (actor, attendee) =>
        `${actor} hat die Buchung mit ${attendee} auf einen neuen Termin verschoben; Sie sind jetzt der Gastgeber.`,
      reassignedAway: (attendee, newHost) =>
        `Die Buchung mit ${attendee} wurde auf einen neuen Termin verschoben und geht jetzt an ${newHost}; Sie sind nicht mehr der Gastgeber.`,
      assignedByAttendee: (attendee, previousHost) =>
        `${attendee} hat die Buchung auf einen neuen Termin verschoben, und sie wurde Ihnen neu zugewiesen (bisher ${previousHost}); Sie sind jetzt der Gastgeber.`,
    },
  },
  zh: {
    subjects: {
      confirmed: (title, attendee) => `已确认：${title}（与 ${attendee}）`,
      rejected: (title, date) => `已拒绝：${title}（${date}）`,
      rescheduled: (title, attendee) => `已改期：${title}（与 ${attendee}）`,
      assigned: (title, attendee) => `现由您主持：${title}（与 ${attendee}）`,
      reassignedAway: (title, attendee) => `已重新分配：${title}（与 ${attendee}）`,
    },
    leads: {
      confirmed: (actor, attendee) => `${actor} 已确认与 ${attendee} 的预约。`,
      rejected: (actor, attendee) => `${actor} 已拒绝 ${attendee} 的预约请求。`,
      rescheduled: (actor, attendee) => `${actor} 已将与 ${attendee} 的预约改到新的时间。`,
      assigned: (actor, attendee) => `${actor} 已将与 ${attendee} 的预约改到新的时间，现在由您主持。`,
      reassignedAway: (attendee, newHost) =>
        `与 ${attendee} 的预约已改到新的时间，现由 ${newHost} 主持；您不再主持此预约。`,
      assignedByAttendee: (attendee, previousHost) =>
        `${attendee} 已将预约改到新的时间，并已从 ${previousHost} 重新分配给您；现在由您主持。`,
    },
  },
};
