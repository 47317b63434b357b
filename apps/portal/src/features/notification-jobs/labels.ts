/** This area's label group: its texts are the `notificationJobs.*` keys of the label files (labels/<locale>.json). */
export const notificationJobsNamespace = 'notificationJobs';
