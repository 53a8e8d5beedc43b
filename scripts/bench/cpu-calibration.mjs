// The CPU slowdown of the throttled benches, derived from Lighthouse's benchmark index so a
// figure means the same on any machine (issue #27 "Figures that mean the same on any machine";
// formula in README.md#benchmarks).
//
// Lighthouse's mobile preset slows the CPU a fixed 4x, which is meant to turn its reference
// "high-end desktop" (benchmark index 1,500-2,000) into a mid-tier phone. On a machine that is
// 1.5-3x slower per core the same 4x emulates a much slower phone, so a figure would depend on
// which machine measured it. The calibrated slowdown targets the phone instead of the factor:
// index / 500 (4x at 2,000, 2x at 1,000, never below 1x).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The benchmark index of the emulated target: a mid-range phone (4x of Lighthouse's 2,000). */
export const targetBenchmarkIndex = 500;
/** Lighthouse's fixed mobile slowdown, still printed beside the calibrated figures. */
export const rawSlowdown = 4;

/** The slowdown that brings a machine of this benchmark index to the target phone. */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return rawSlowdown;
  return Math.max(1, Math.round((benchmarkIndex / targetBenchmarkIndex) * 10) / 10);
}

/**
 * Lighthouse's own benchmark (its page function, run in a blank page of this browser), the
 * median of three: the index Lighthouse prints as "CPU/Memory Power".
 * @param {import('playwright-core').Browser} browser
 */
export async function measureBenchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    const source = pageFunctions.computeBenchmarkIndex.toString();
    const values = [];
    for (let i = 0; i < 3; i++) values.push(await page.evaluate(`(${source})()`));
    return [...values].sort((a, b) => a - b)[1];
  } finally {
    await page.close();
  }
}

/** One line for a bench's notes. */
export function calibrationNote(benchmarkIndex, slowdown) {
  return (
    `CPU: Lighthouse benchmark index ${Math.round(benchmarkIndex)} on this machine; calibrated slowdown ` +
    `${slowdown}x (index / ${targetBenchmarkIndex}, a mid-range phone), raw ${rawSlowdown}x as Lighthouse's preset.`
  );
}
