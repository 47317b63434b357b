import type { AreaLabels } from '@portal/portal-kit';

export const maintenanceNamespace = 'maintenance';

export const maintenanceLabels: AreaLabels = {
  de: {
    maintenance_title: 'Das Portal wird gerade gewartet',
    maintenance_intro:
      'Wir führen geplante Wartungsarbeiten durch, um das Portal zu verbessern. Bitte versuchen Sie es später erneut. Vielen Dank für Ihre Geduld.',
  },
  en: {
    maintenance_title: 'The portal is under maintenance',
    maintenance_intro:
      'We are carrying out planned maintenance to improve the portal. Please try again later. Thank you for your patience.',
  },
  es: {
    maintenance_title: 'El portal está en mantenimiento',
    maintenance_intro:
      'Estamos realizando un mantenimiento programado para mejorar el portal. Vuelva a intentarlo más tarde. Gracias por su paciencia.',
  },
  fr: {
    maintenance_title: 'Le portail est en cours de maintenance',
    maintenance_intro:
      'Nous effectuons une maintenance planifiée pour améliorer le portail. Veuillez réessayer plus tard. Merci de votre patience.',
  },
  it: {
    maintenance_title: 'Il portale è in manutenzione',
    maintenance_intro:
      'Stiamo eseguendo una manutenzione programmata per migliorare il portale. Riprovi più tardi. Grazie per la pazienza.',
  },
};
