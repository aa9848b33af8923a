// Placeholder: the SwiftUI stand-in declarations are added here (see ../../README.md).
