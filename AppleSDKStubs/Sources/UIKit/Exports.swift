// UIKit re-exports Foundation (and with it CGFloat, CGPoint, CGSize, CGRect, NSCoder, Bundle and
// TimeInterval, which swift-corelibs-foundation provides on Linux). `NSUserActivity`, which it lacks,
// is declared in NSUserActivity.swift.
// https://developer.apple.com/documentation/uikit
@_exported import Foundation
