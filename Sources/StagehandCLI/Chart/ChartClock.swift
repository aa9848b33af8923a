/// The clock chart simulation runs on: virtual time that moves only when a `+DURATION` token
/// moves it, so delayed sends fire on demand.
///
/// This is the one line to change when the core's manual clock replaces the CLI's own.
typealias ChartSimulationClock = VirtualClock
