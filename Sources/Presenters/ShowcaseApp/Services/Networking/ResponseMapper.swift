import Foundation
import Presenters

/// Turns the backend's answers into domain results: the decoded payload on success, an `APIError` that
/// says what went wrong otherwise.
///
/// ```swift
/// let response = APIResponse(statusCode: 401, body: Data())
/// print(ResponseMapper.map(response, to: Session.self))
/// // Prints: failure(unauthorized)
/// ```
public enum ResponseMapper {
    /// The payload of `response` decoded as `Payload`, or the error its status code stands for.
    ///
    /// A 2xx answer whose payload does not decode, and any status without a meaning of its own, are an
    /// `invalidResponse`: the app cannot trust an answer it does not understand.
    public static func map<Payload: Decodable>(_ response: APIResponse, to payload: Payload.Type) -> Result<
        Payload, APIError
    > {
        switch response.statusCode {
        case 200..<300:
            guard let decoded = try? JSONDecoder().decode(Payload.self, from: response.body) else {
                return .failure(.invalidResponse)
            }
            return .success(decoded)
        case 401: return .failure(.unauthorized)
        case 403: return .failure(.forbidden)
        case 404: return .failure(.notFound)
        case 409: return .failure(.conflict)
        case 500..<600: return .failure(.server(statusCode: response.statusCode))
        default: return .failure(.invalidResponse)
        }
    }
}
