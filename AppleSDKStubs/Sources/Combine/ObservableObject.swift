// Stand-in for Combine's `ObservableObject` (see ../../README.md).
