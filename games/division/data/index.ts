// Every rule reads its tables from here; the Mainline and Home Office tables live where the seed names them.
export * from '../src/engine/content';
export * from './timetable';
export * from './cars';
export * from './constants';
