import type { StandInFormInput } from './store.js';

/** Example forms for trying workflows; each carries the hidden fields Stroomlijn's embedded form fills. */
export const SEED_FORMS: StandInFormInput[] = [
  {
    id: '241000000000001',
    title: 'Request for leave',
    questions: [
      { name: 'heading', text: 'Request for leave', type: 'control_head' },
      { name: 'subject', text: 'Subject' },
      { name: 'fullName', text: 'Full name', type: 'control_fullname' },
      { name: 'firstDay', text: 'First day', type: 'control_datetime' },
      { name: 'startTime', text: 'Start time', type: 'control_time' },
      {
        name: 'kind',
        text: 'Kind of leave',
        type: 'control_checkbox',
        options: ['Holiday', 'Care', 'Study'],
      },
      { name: 'remarks', text: 'Remarks', type: 'control_textarea' },
      { name: 'userId', text: 'userId', hidden: true },
      { name: 'processModelId', text: 'processModelId', hidden: true },
      { name: 'submit', text: 'Submit', type: 'control_button' },
    ],
  },
  {
    id: '241000000000002',
    title: 'Report an incident',
    questions: [
      { name: 'description', text: 'What happened?', type: 'control_textarea' },
      { name: 'location', text: 'Where', type: 'control_address' },
      { name: 'photos', text: 'Photos', type: 'control_fileupload' },
      {
        name: 'severity',
        text: 'How serious',
        type: 'control_matrix',
        rows: ['Injury', 'Damage'],
        options: ['None', 'Minor', 'Major'],
      },
      { name: 'userId', text: 'userId', hidden: true },
      { name: 'processModelId', text: 'processModelId', hidden: true },
      { name: 'submit', text: 'Submit', type: 'control_button' },
    ],
  },
];
