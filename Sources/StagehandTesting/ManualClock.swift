import Stagehand

/// The core's manual clock, whose time moves only when a test advances it.
///
/// The clock lives in the core (`Stagehand.ManualClock`) so tools that replay machines on
/// simulated time use the same scheduler as tests; this name keeps `StagehandTesting` users'
/// code unchanged.
public typealias ManualClock = Stagehand.ManualClock
