export { AcknowledgementPage } from './acknowledgement-page';
export { AcknowledgementReportPage } from './acknowledgement-report-page';
export { acknowledgementPath, openAcknowledgementsQuery } from './acknowledgements-api';
