import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiClient } from '@slotwise/shared/api/api-client';
import type { ApiError } from '@slotwise/shared/api/api-error';
import { AxiosError, type AxiosRequestConfig } from 'axios';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  body?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
}

export const axiosBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError> = async (request, api) => {
  const {
    url,
    method = 'GET',
    body,
    params,
    headers,
  } = typeof request === 'string' ? ({ url: request } as ApiRequest) : request;
  try {
    const response = await apiClient.request({
      url,
      method,
      data: body,
      params,
      headers,
      signal: api.signal,
    });
    return { data: response.data };
  } catch (error) {
    if (error instanceof AxiosError) {
      return {
        error: {
          status: error.response?.status ?? 'NETWORK_ERROR',
          data: error.response?.data ?? { message: error.message },
        },
      };
    }
    return { error: { status: 'NETWORK_ERROR', data: { message: String(error) } } };
  }
};
