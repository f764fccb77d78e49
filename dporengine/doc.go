// Package dporengine is gojpf's DPOR Engine (paper 000: Storey, Mercer and
// Parizek, "A Sound Dynamic Partial Order Reduction Engine for Java
// Pathfinder"): dynamic partial-order reduction driven by an analysis that
// decides which instructions are scheduling points and which are
// dependent, even when it learns that only later in the search.
//
// The engine keeps a DPOR graph (§3.1) of the events of the paths it has
// run. Before each instruction the VM reports (jvm.Point: field, static
// and array accesses, locks, wait/notify, park/unpark, CAS, thread
// start and end) it asks the analysis's InstructionMarker, which answers
//
//   - Yes: a scheduling point. A Yes node is added and a choice generator
//     inserted before the instruction, offering only the running thread;
//   - Maybe: perhaps a scheduling point, not known yet. A Maybe node is
//     added, without a choice generator;
//   - Replay: not a scheduling point, but a place to replay from: a Replay
//     node and a choice generator are added;
//   - No: nothing.
//
// For each new Yes or Maybe node N, Algorithm 1 searches N's ancestors,
// nearest first, for the first node (not a Replay node) that the
// analysis's DependenceRelation finds dependent with N, and adds N's
// thread to that ancestor's choices (all its runnable threads if N's
// thread was not runnable there). If the ancestor is a Maybe node it was
// a scheduling point after all, without a choice generator: Algorithm 2
// flags the nearest Replay node above it, and when the search backtracks
// to that Replay node (and no Replay node above it is flagged too) the
// engine runs the same thread from there again, a replay on which the
// marker, knowing more, answers Yes where it answered Maybe. The root of
// each graph is a Replay node, at the first point where a second thread
// can run (before it the program has one thread and nothing to reorder).
//
// An analysis is two small interfaces (InstructionMarker and
// DependenceRelation), optionally Resettable (its path state follows the
// search's backtracking), NodeCreator (it fills each node's
// DependenceInfo, Node.Info) and DependentFinder (it answers Algorithm 1's
// ancestor search from an index instead of the walk). Two analyses are
// built in and registered by name: "drb" (data-race behaviour, §4: an
// access is Maybe until two threads have accessed its location, then Yes)
// and "ea" (every access is Yes). RegisterAnalysis adds more.
//
// What gojpf adds to the paper, where a JVM needs it:
//
//   - an event where the VM cannot break (inside an atomic section or
//     console output, a thread resumed at a choice point, no other thread
//     enabled) cannot get a choice generator of its own, so the engine
//     makes it a Yes node whose choices are those of the choice point its
//     transition started from (a Maybe there would replay for ever);
//   - choice points the VM makes itself (a thread blocks or ends, a data
//     choice) are kept on the path, without a node, for backtracking;
//   - Thread.onSpinWait gets a Yes node offering the other enabled
//     threads (a busy-wait alone would never end), and the program's end
//     (System.exit, main's end with daemon threads alive) adds every
//     runnable thread to the choice its transition started from;
//   - sleep sets (Config.SleepSets; on by default in gojpf run,
//     --sleep-sets=false for the paper's algorithms alone): a thread
//     explored from a choice point sleeps in the
//     branches explored after it there until a transition conflicts with
//     its own, and is neither chosen nor added meanwhile; where a race
//     asks for a thread that is asleep, every awake runnable thread is
//     added instead (a sleeping one would add nothing: docs/schedulers.md).
//     The paper's algorithms have none; with them the engine explores far
//     fewer executions (Flanagan and Godefroid combine DPOR with sleep
//     sets too).
//
// State matching must be off under the engine (paper §6: it is sound only
// without), and the strategy says so (scheduler.Strategy.StateMatching).
// The engine writes the graph as DOT each time a thread terminates when
// Config.DotDir is set (render with dot -Tsvg). It does not implement the
// stateful DPOR of Yang et al. that §6 proposes, nor the sdpor branch's
// replay without the marker.
package dporengine
