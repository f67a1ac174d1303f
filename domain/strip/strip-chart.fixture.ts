// Test fixture: the default chart (a copy of infra/images/default-strip-chart.json without its notes), so
// domain tests need not import from infra.
import { parseStripChart } from './strip-chart.schema.ts';

export const defaultChartJson = {
  name: 'Clearwater default chart v1 (6-pad pool strip, AquaChek 7-in-1 style)',
  version: 1,
  padOrderFromHandle: [
    'cyanuricAcid',
    'totalAlkalinity',
    'ph',
    'freeChlorine',
    'totalChlorine',
    'totalHardness',
  ],
  geometryMm: {
    padSize: 5,
    padGap: 3,
    stripWidth: 5,
    handleLength: 45,
    tipMargin: 3,
  },
  pads: [
    {
      parameter: 'cyanuricAcid',
      unit: 'ppm',
      levels: [
        {
          value: 0,
          hex: '#d78416',
        },
        {
          value: 40,
          hex: '#c13f18',
        },
        {
          value: 100,
          hex: '#ab2b23',
        },
        {
          value: 150,
          hex: '#8f283c',
        },
        {
          value: 300,
          hex: '#742664',
        },
      ],
    },
    {
      parameter: 'totalAlkalinity',
      unit: 'ppm',
      levels: [
        {
          value: 0,
          hex: '#d1a249',
        },
        {
          value: 40,
          hex: '#a89e4c',
        },
        {
          value: 80,
          hex: '#7d8743',
        },
        {
          value: 120,
          hex: '#748871',
        },
        {
          value: 180,
          hex: '#3e685b',
        },
        {
          value: 240,
          hex: '#4c7277',
        },
      ],
    },
    {
      parameter: 'ph',
      unit: '',
      levels: [
        {
          value: 6.2,
          hex: '#dc9847',
        },
        {
          value: 6.8,
          hex: '#e37c3b',
        },
        {
          value: 7.2,
          hex: '#d05c29',
        },
        {
          value: 7.8,
          hex: '#be5248',
        },
        {
          value: 8.4,
          hex: '#d4324c',
        },
      ],
    },
    {
      parameter: 'freeChlorine',
      unit: 'ppm',
      levels: [
        {
          value: 0,
          hex: '#e8ddc4',
        },
        {
          value: 0.5,
          hex: '#c0b7bc',
        },
        {
          value: 1,
          hex: '#c9b8d7',
        },
        {
          value: 3,
          hex: '#a479ad',
        },
        {
          value: 5,
          hex: '#9969a1',
        },
        {
          value: 10,
          hex: '#84568c',
        },
      ],
    },
    {
      parameter: 'totalChlorine',
      unit: 'ppm',
      levels: [
        {
          value: 0,
          hex: '#f6ef4e',
        },
        {
          value: 0.5,
          hex: '#eeea7b',
        },
        {
          value: 1,
          hex: '#d6e282',
        },
        {
          value: 3,
          hex: '#bddc86',
        },
        {
          value: 5,
          hex: '#a0d385',
        },
        {
          value: 10,
          hex: '#7fc983',
        },
      ],
    },
    {
      parameter: 'totalHardness',
      unit: 'ppm',
      levels: [
        {
          value: 0,
          hex: '#705f8b',
        },
        {
          value: 100,
          hex: '#8f65a2',
        },
        {
          value: 250,
          hex: '#ab5ba0',
        },
        {
          value: 500,
          hex: '#cf5b91',
        },
        {
          value: 1000,
          hex: '#e06789',
        },
      ],
    },
  ],
};

export const DEFAULT_CHART_FIXTURE = parseStripChart(defaultChartJson);
